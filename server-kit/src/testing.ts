/** What tests of a server's shutdown use (server-kit's own, the api's, the BFF's). */
import { connect } from 'node:net';

/** Whether a new TCP connection to `port` on loopback is refused (nothing listens there any more). */
export function refused(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** A promise a test settles when it wants: a request handler awaits `opened` until the test calls `open()`. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
