/**
 * What every print step's route module exports besides its page and `meta`, under the names React
 * Router reads: `export { clientLoader, HydrateFallback, loader } from '../../print/print-step-route.ts'`.
 * (The upload steps have a clientLoader of their own: placement-uploads.tsx.)
 */
export {
  PrintStepFallback as HydrateFallback,
  printStepClientLoader as clientLoader,
  printStepServerLoader as loader,
} from './print-step.tsx';
