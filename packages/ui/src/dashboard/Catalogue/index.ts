export { Catalogue, type CatalogueProps } from './Catalogue';
export { CATALOGUE_TEXT } from './catalogueText';
