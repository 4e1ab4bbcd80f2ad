import { serverRenderConfig } from '../server-render.config.ts';

export default serverRenderConfig('./src/server/first-screen.tsx');
