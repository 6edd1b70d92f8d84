export { RegisterModal, type RegisterModalProps, type StateOption } from './RegisterModal';
