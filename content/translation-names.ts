/**
 * Copy that stays the same in every language: names of people, clients, products and
 * technologies. The translation tests accept these, and only these, unchanged.
 */
export const translationNames: readonly string[] = [
  "Maya Okafor",
  "Daniel Reyes",
  "Sofia Lindqvist",
  "Amara Nwosu",
  "Dr. Lena Fischer",
  "Arjun Mehta",
  "LLMs",
  "MLOps",
  "NGO Lab",
  "TypeScript",
  "Apache Kafka",
  "Apache Flink",
  "Richard Osei",
  "Carmen Delgado",
  "Tomasz Wierzbicki",
  "Priya Raman",
  "Rafaela Iwasaki",
  "Callum Adeyemi-Hart",
  "Noor Valdivia",
  "Ridgeline Mutual",
  "Hannah Whitcombe",
  "Brightwater Health Partners",
  "Kwame Asante",
  "Verdant Grid Energy",
  "Lucía Ferrer",
];
