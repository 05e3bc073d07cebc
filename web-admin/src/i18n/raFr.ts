// Where ra-language-french keeps react-admin's English word.
export const raFr = { ra: { auth: { email: "Courriel" } } }
