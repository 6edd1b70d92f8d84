export { Button, buttonAriaDisabledLook, buttonVariants, type ButtonProps } from './Button';
export { firstClickOnly } from './firstClickOnly';
