export { AccordionItem, type AccordionItemProps } from './AccordionItem';
