/** Bidding zones and gas market areas (real ENTSO-E codes) with the names the documents print. */
export const electricityZones = [
  { eic: '10Y1001A1001A82H', name: 'DE-LU bidding zone' },
  { eic: '10YFR-RTE------C', name: 'France' },
  { eic: '10YNL----------L', name: 'Netherlands' },
  { eic: '10YAT-APG------L', name: 'Austria' },
  { eic: '10YCH-SWISSGRIDZ', name: 'Switzerland' },
  { eic: '10YPL-AREA-----S', name: 'Poland' },
  { eic: '10YDK-1--------W', name: 'Denmark DK1' },
  { eic: '10YES-REE------0', name: 'Spain' },
] as const;

export const gasZones = [
  { eic: '37Y701133MH0000P', name: 'THE market area' },
  { eic: '21YNL----TTF---1', name: 'TTF' },
] as const;
