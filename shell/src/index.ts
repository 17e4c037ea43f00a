// Async boundary: the shared singletons are negotiated before any of them is imported.
// The resize-observer rule is installed first inside bootstrap, before any remote can run.
import('./bootstrap');
