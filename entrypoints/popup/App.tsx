export function App() {
  return (
    <main>
      <h1>Web Data Extractor</h1>
    </main>
  );
}
