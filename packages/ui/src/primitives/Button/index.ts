export { Button, buttonVariants, type ButtonProps } from './Button';
export { firstClickOnly } from './firstClickOnly';
