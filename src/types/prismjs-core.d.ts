/** The part of prismjs's core that src/prism uses (the package ships no types). */
declare module 'prismjs/components/prism-core' {
  interface PrismCore {
    languages: Record<string, unknown>;
    hooks: {run: (name: string, env: Record<string, unknown>) => void};
    tokenize: (code: string, grammar: unknown) => unknown[];
  }
  const Prism: PrismCore;
  export default Prism;
}
