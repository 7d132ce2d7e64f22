export function meta() {
  return [{ title: 'Kirana: groceries from your neighbourhood stores' }];
}

export default function Home() {
  return (
    <main>
      <h1>Groceries from the stores around you</h1>
    </main>
  );
}
