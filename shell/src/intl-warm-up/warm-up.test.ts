import { readFileSync } from 'node:fs';
import { intlFormatSpecs } from 'platform/intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Worker: records what it is sent and answers as the real worker does. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  answer() {
    this.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
  }
  terminate() {
    this.terminated = true;
  }
}

// A variable, not a literal: the bundler in front of the tests would take a literal for an asset.
const WORKER_FILE = '../../public/intl-warm-up.js';

const freshModule = async () => {
  vi.resetModules(); // the module keeps its one worker
  return import('./warm-up.ts');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('warmUpIntl', () => {
  it('sends the started worker the formats, and stops it once it has built them', async () => {
    const { startIntlWorker, warmUpIntl } = await freshModule();
    const worker = new FakeWorker();
    const create = vi.fn(() => worker as unknown as Worker);
    startIntlWorker(create);
    startIntlWorker(create);
    expect(create).toHaveBeenCalledOnce();

    warmUpIntl(intlFormatSpecs('ar'));
    expect(worker.sent).toEqual([intlFormatSpecs('ar')]);
    expect(worker.terminated).toBe(false);
    worker.answer();
    expect(worker.terminated).toBe(true);
  });

  it('goes on without a worker where the browser has none or refuses one', async () => {
    const { startIntlWorker, warmUpIntl } = await freshModule();
    startIntlWorker(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl(intlFormatSpecs('en'))).not.toThrow();
  });
});

describe('the worker (shell/public/intl-warm-up.js)', () => {
  it('builds every format it is sent, then says so', () => {
    const source = readFileSync(new URL(WORKER_FILE, import.meta.url), 'utf8');
    const workerScope = {
      onmessage: undefined as ((event: { data: unknown }) => void) | undefined,
      postMessage: vi.fn(),
    };
    new Function('self', source)(workerScope);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const specs = intlFormatSpecs('en');

    workerScope.onmessage?.({ data: specs });

    const built = [...numberFormat.mock.calls, ...dateTimeFormat.mock.calls].map(([locale, options]) => ({
      locale,
      options,
    }));
    expect(built).toEqual(expect.arrayContaining(specs.map(({ locale, options }) => ({ locale, options }))));
    expect(built).toHaveLength(specs.length);
    expect(workerScope.postMessage).toHaveBeenCalledWith('warm');
  });
});
