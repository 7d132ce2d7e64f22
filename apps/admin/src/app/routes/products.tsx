export function Component() {
  return <h1>products</h1>;
}
