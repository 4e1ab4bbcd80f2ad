// A remote needs an entry of its own; the floor's remote runs only inside its shell.
export {};
