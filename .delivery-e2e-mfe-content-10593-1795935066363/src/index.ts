// Async boundary for the standalone harness (npm run dev -w mfe-content).
import('./bootstrap');
