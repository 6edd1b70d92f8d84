export { Catalogue, type CatalogueProps, type CatalogueStatus } from './Catalogue';
export { CATALOGUE_TEXT } from './catalogueText';
