export { LoginForm, type LoginFormProps } from './LoginForm';
export { LoginPanel, type LoginPanelProps } from './LoginPanel';
