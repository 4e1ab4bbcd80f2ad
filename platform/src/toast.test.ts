import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
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
    expect(sonner.toast.error).toHaveBeenCalledWith('Failed to add to favorites.', { id: 'favorite' });
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('passes an action (an Undo) and a longer duration on to sonner', async () => {
    const { notify } = await import('./toast.ts');
    const undo = vi.fn();
    notify.success('Moved to the trash.', { duration: 10_000, action: { label: 'Undo', onClick: undo } });
    await vi.waitFor(() =>
      expect(sonner.toast.success).toHaveBeenCalledWith('Moved to the trash.', {
        duration: 10_000,
        action: { label: 'Undo', onClick: undo },
      }),
    );
  });
});
