// Field messages without zod, so the constants files the pages load can word theirs the same way.
// The API answers a 400 with a message per field and the client shows it on that field, in the words
// the forms use: "Field '<name>' ...".
export const requiredMessage = (name: string) => `Field '${name}' is required.`;
export const textMessage = (name: string) => `Field '${name}' must be text.`;
export const maxLengthMessage = (name: string, max: number) => `Field '${name}' must be at most ${max} characters.`;
export const listMessage = (name: string) => `Field '${name}' must be a list.`;
export const choiceMessage = (name: string) => `Field '${name}' must be one of the listed values.`;
