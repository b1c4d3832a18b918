/**
 * Sweden's 21 counties with their share of the population (SCB, 2024, rounded) and a few of
 * their towns with approximate positions: the real structure the generated stores follow.
 */
export interface County {
  name: string;
  population: number;
  towns: readonly (readonly [name: string, latitude: number, longitude: number])[];
}

export const COUNTIES: readonly County[] = [
  {
    name: "Stockholms län",
    population: 23.7,
    towns: [
      ["Stockholm", 59.33, 18.07],
      ["Solna", 59.36, 18.0],
      ["Södertälje", 59.2, 17.63],
      ["Nacka", 59.31, 18.16],
      ["Täby", 59.44, 18.07],
      ["Norrtälje", 59.76, 18.7],
    ],
  },
  {
    name: "Västra Götalands län",
    population: 17.5,
    towns: [
      ["Göteborg", 57.71, 11.97],
      ["Borås", 57.72, 12.94],
      ["Trollhättan", 58.28, 12.29],
      ["Skövde", 58.39, 13.85],
      ["Uddevalla", 58.35, 11.94],
      ["Lidköping", 58.5, 13.16],
    ],
  },
  {
    name: "Skåne län",
    population: 13.4,
    towns: [
      ["Malmö", 55.6, 13.0],
      ["Helsingborg", 56.05, 12.69],
      ["Lund", 55.7, 13.19],
      ["Kristianstad", 56.03, 14.16],
      ["Ystad", 55.43, 13.82],
    ],
  },
  {
    name: "Östergötlands län",
    population: 4.5,
    towns: [
      ["Linköping", 58.41, 15.62],
      ["Norrköping", 58.59, 16.19],
      ["Motala", 58.54, 15.04],
    ],
  },
  {
    name: "Uppsala län",
    population: 3.9,
    towns: [
      ["Uppsala", 59.86, 17.64],
      ["Enköping", 59.64, 17.08],
      ["Östhammar", 60.26, 18.37],
    ],
  },
  {
    name: "Jönköpings län",
    population: 3.5,
    towns: [
      ["Jönköping", 57.78, 14.16],
      ["Värnamo", 57.19, 14.04],
      ["Nässjö", 57.65, 14.69],
    ],
  },
  {
    name: "Hallands län",
    population: 3.2,
    towns: [
      ["Halmstad", 56.67, 12.86],
      ["Varberg", 57.11, 12.25],
      ["Kungsbacka", 57.49, 12.08],
    ],
  },
  {
    name: "Örebro län",
    population: 2.9,
    towns: [
      ["Örebro", 59.27, 15.21],
      ["Karlskoga", 59.33, 14.52],
      ["Lindesberg", 59.59, 15.23],
    ],
  },
  {
    name: "Södermanlands län",
    population: 2.9,
    towns: [
      ["Eskilstuna", 59.37, 16.51],
      ["Nyköping", 58.75, 17.01],
      ["Katrineholm", 58.99, 16.21],
    ],
  },
  {
    name: "Dalarnas län",
    population: 2.7,
    towns: [
      ["Falun", 60.61, 15.63],
      ["Borlänge", 60.48, 15.44],
      ["Mora", 61.0, 14.54],
    ],
  },
  {
    name: "Gävleborgs län",
    population: 2.7,
    towns: [
      ["Gävle", 60.67, 17.14],
      ["Sandviken", 60.62, 16.78],
      ["Hudiksvall", 61.73, 17.1],
    ],
  },
  {
    name: "Värmlands län",
    population: 2.7,
    towns: [
      ["Karlstad", 59.38, 13.5],
      ["Arvika", 59.65, 12.59],
      ["Kristinehamn", 59.31, 14.11],
    ],
  },
  {
    name: "Västmanlands län",
    population: 2.7,
    towns: [
      ["Västerås", 59.61, 16.55],
      ["Köping", 59.51, 15.99],
      ["Sala", 59.92, 16.6],
    ],
  },
  {
    name: "Västerbottens län",
    population: 2.6,
    towns: [
      ["Umeå", 63.83, 20.26],
      ["Skellefteå", 64.75, 20.95],
      ["Lycksele", 64.6, 18.67],
    ],
  },
  {
    name: "Norrbottens län",
    population: 2.4,
    towns: [
      ["Luleå", 65.58, 22.15],
      ["Piteå", 65.32, 21.48],
      ["Kiruna", 67.86, 20.23],
    ],
  },
  {
    name: "Kalmar län",
    population: 2.3,
    towns: [
      ["Kalmar", 56.66, 16.36],
      ["Västervik", 57.76, 16.64],
      ["Oskarshamn", 57.26, 16.45],
    ],
  },
  {
    name: "Västernorrlands län",
    population: 2.3,
    towns: [
      ["Sundsvall", 62.39, 17.31],
      ["Örnsköldsvik", 63.29, 18.72],
      ["Härnösand", 62.63, 17.94],
    ],
  },
  {
    name: "Kronobergs län",
    population: 1.9,
    towns: [
      ["Växjö", 56.88, 14.81],
      ["Ljungby", 56.83, 13.94],
      ["Älmhult", 56.55, 14.14],
    ],
  },
  {
    name: "Blekinge län",
    population: 1.5,
    towns: [
      ["Karlskrona", 56.16, 15.59],
      ["Karlshamn", 56.17, 14.86],
      ["Ronneby", 56.21, 15.28],
    ],
  },
  {
    name: "Jämtlands län",
    population: 1.3,
    towns: [
      ["Östersund", 63.18, 14.64],
      ["Åre", 63.4, 13.08],
      ["Strömsund", 63.85, 15.56],
    ],
  },
  {
    name: "Gotlands län",
    population: 0.6,
    towns: [
      ["Visby", 57.64, 18.29],
      ["Hemse", 57.24, 18.37],
    ],
  },
];
