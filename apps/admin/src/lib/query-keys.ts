// One shape for every resource's query keys: a prefix for the resource (invalidating it refreshes
// everything of that kind), its lists by filters and each one by id, so a change can refresh the
// lists and the one thing it changed. Resources add their own keys on the same prefix.

export function resourceKeys<Filters extends object = Record<string, never>>(name: string) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Filters) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
