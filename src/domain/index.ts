// The pure domain: Go rules, the AI, the business rules of the spec and content checks.
export {};
