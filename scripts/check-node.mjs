// The project pins Node 24 through its `node` devDependency. An install with scripts
// disabled silently falls back to the system Node, so fail loudly instead.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs Node 24 (from its "node" devDependency).\n` +
      'Run `npm install` with scripts enabled and use `npm run ...` so node_modules/.bin/node is used.',
  );
  process.exit(1);
}
