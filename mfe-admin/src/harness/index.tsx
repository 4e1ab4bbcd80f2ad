// Async boundary: shared modules are negotiated before the harness renders.
import('./bootstrap.tsx');
