/** The shop's words (the spec names the screens, not their labels: docs/decisions.md). */
export const SHOP_TEXT = {
  title: 'Loja',
  products: 'Produtos',
  productsPages: 'Páginas de produtos',
  soldOut: 'Esgotado',
  addToBag: 'Adicionar à sacola',
  addedToBag: 'Produto adicionado à sacola.',
  seeBag: 'Ver sacola',
  favorite: (name: string) => `Favoritar ${name}`,
  favoriteSaved: 'Produto adicionado aos favoritos.',
  favoriteDeleted: 'Produto removido dos favoritos.',
  shop: 'Loja',
  price: 'Preço',
  noImage: 'Sem foto',
  count: (total: number) =>
    total === 1 ? '1 produto' : `${total.toLocaleString('pt-BR')} produtos`,
  error: 'Não foi possível carregar os produtos.',
} as const;

export const SHOP_FILTERS_TEXT = {
  title: 'Filtros',
  search: 'Buscar produtos',
  favorites: 'Somente favoritos',
  shops: 'Lojas',
  categories: 'Categorias',
  price: 'Preço em decoins',
  min: 'Mínimo',
  max: 'Máximo',
  apply: 'Aplicar preço',
  clear: 'Limpar filtros',
  /** The narrow screens' button: its name says how many filters are on. */
  toggle: (active: number) =>
    active === 0 ? 'Filtros' : `Filtros, ${active} ${active === 1 ? 'ativo' : 'ativos'}`,
  error: 'Não foi possível carregar os filtros.',
} as const;
