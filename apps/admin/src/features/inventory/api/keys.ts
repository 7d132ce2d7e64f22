/** Query keys of a branch's inventory and of the shared default catalogue. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (branchId: string) => [...categoryKeys.all, branchId] as const,
};

export const productKeys = {
  all: ['products'] as const,
  branch: (branchId: string) => [...productKeys.all, branchId] as const,
  list: (branchId: string, categoryId: string) =>
    [...productKeys.branch(branchId), categoryId] as const,
};

export const catalogueKeys = {
  all: ['default-catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  products: (defaultCategoryId: string) =>
    [...catalogueKeys.all, 'products', defaultCategoryId] as const,
};
