import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    loading: vi.fn(),
    dismiss: vi.fn(),
  },
}));
vi.mock('sonner', () => sonner);

describe('notify', () => {
  it('mounts the toaster once, before the first toast shows', async () => {
    const { notify, registerToasterHost } = await import('./toast.ts');
    const order: string[] = [];
    sonner.toast.error.mockImplementation((message: string) => order.push(`error ${message}`));
    sonner.toast.success.mockImplementation((message: string) => order.push(`success ${message}`));
    const mount = vi.fn(async () => {
      order.push('mount');
    });
    registerToasterHost(mount);

    notify.error('Failed to add to favorites.', { id: 'favorite' });
    notify.success('Logged out successfully');
    await vi.waitFor(() => expect(order).toHaveLength(3));
    expect(order).toEqual(['mount', 'error Failed to add to favorites.', 'success Logged out successfully']);
    expect(sonner.toast.error).toHaveBeenCalledWith('Failed to add to favorites.', { id: 'favorite', duration: 4000 });
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('passes an action (an Undo) and a longer duration on to sonner', async () => {
    const { notify } = await import('./toast.ts');
    const undo = vi.fn();
    notify.success('Moved to the trash.', { duration: 10_000, action: { label: 'Undo', onClick: undo } });
    await vi.waitFor(() =>
      expect(sonner.toast.success).toHaveBeenCalledWith(
        'Moved to the trash.',
        expect.objectContaining({ duration: 10_000, action: { label: 'Undo', onClick: undo } }),
      ),
    );
  });

  it('offers info, warning and loading, each answering the id that updates it', async () => {
    const { notify } = await import('./toast.ts');
    notify.info('Saved for later.', { id: 'i' });
    notify.warning('Almost full.', { id: 'w' });
    const id = notify.loading('Adding to favorites…');
    notify.success('Added to favorites.', { id });
    // The outcome in the loading toast's place closes after the usual 4 s: sonner would otherwise
    // keep the loading toast's endless duration.
    await vi.waitFor(() =>
      expect(sonner.toast.success).toHaveBeenCalledWith('Added to favorites.', { id, duration: 4000 }),
    );
    expect(sonner.toast.info).toHaveBeenCalledWith('Saved for later.', { id: 'i', duration: 4000 });
    expect(sonner.toast.warning).toHaveBeenCalledWith('Almost full.', { id: 'w', duration: 4000 });
    // A loading toast stays until its outcome replaces it.
    expect(sonner.toast.loading).toHaveBeenCalledWith('Adding to favorites…', { duration: Infinity, id });
    expect(notify.loading('Another')).not.toBe(id);
  });

  it('turns a promise into a loading toast, then its success or error under the same id', async () => {
    const { notify } = await import('./toast.ts');
    sonner.toast.loading.mockClear();
    const done = await notify.promise(Promise.resolve(3), {
      loading: 'Saving…',
      success: (n) => `Saved ${n}.`,
      error: 'Failed.',
    });
    expect(done).toBe(3);
    await vi.waitFor(() => expect(sonner.toast.success).toHaveBeenCalledWith('Saved 3.', expect.anything()));
    const loadingId = sonner.toast.loading.mock.calls[0]?.[1]?.id;
    expect(sonner.toast.success).toHaveBeenLastCalledWith('Saved 3.', expect.objectContaining({ id: loadingId }));

    const failing = notify.promise(Promise.reject(new Error('no')), {
      loading: 'Saving…',
      success: 'Saved.',
      error: (e) => `Failed: ${(e as Error).message}`,
    });
    await expect(failing).rejects.toThrow('no');
    await vi.waitFor(() =>
      expect(sonner.toast.error).toHaveBeenLastCalledWith('Failed: no', expect.objectContaining({ duration: 4000 })),
    );
  });

  it('dismisses one toast by id, or all', async () => {
    const { notify } = await import('./toast.ts');
    notify.dismiss('w');
    notify.dismiss();
    await vi.waitFor(() => expect(sonner.toast.dismiss).toHaveBeenCalledTimes(2));
    expect(sonner.toast.dismiss).toHaveBeenNthCalledWith(1, 'w');
    expect(sonner.toast.dismiss).toHaveBeenNthCalledWith(2, undefined);
  });
});
