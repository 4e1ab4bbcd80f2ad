// Async boundary: shared singletons are negotiated before anything renders.
import('./bootstrap.tsx');
