import { serverRenderConfig } from 'tooling/server-render';
import { pages } from './src/pages.ts';

export default serverRenderConfig('./src/server/first-screen.tsx', { pages });
