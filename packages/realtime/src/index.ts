// The package's public entry. Its parts land with their issue (see README, "Roadmap").
export {};
