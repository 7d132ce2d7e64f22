export function Component() {
  return <h1>create-affiliate-product</h1>;
}
