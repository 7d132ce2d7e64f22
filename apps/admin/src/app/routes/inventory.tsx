export function Component() {
  return <h1>inventory</h1>;
}
