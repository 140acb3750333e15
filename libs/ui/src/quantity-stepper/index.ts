export { parseQuantity, QuantityStepper } from './quantity-stepper.tsx';
export type { QuantityStepperProps } from './quantity-stepper.tsx';
