import { serverRenderConfig } from 'tooling/server-render';

export default serverRenderConfig('./src/server/first-screen.tsx');
