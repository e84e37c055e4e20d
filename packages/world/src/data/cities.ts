// Real cities with approximate coordinates (country code, name, latitude, longitude).
// Fixed for every world: audience maps and Shazam city charts need places that read as real.
const RAW = `
US|New York|40.71|-74.01;US|Los Angeles|34.05|-118.24;US|Chicago|41.88|-87.63;US|Houston|29.76|-95.37
US|Phoenix|33.45|-112.07;US|Philadelphia|39.95|-75.17;US|San Antonio|29.42|-98.49;US|San Diego|32.72|-117.16
US|Dallas|32.78|-96.80;US|San Jose|37.34|-121.89;US|Austin|30.27|-97.74;US|Jacksonville|30.33|-81.66
US|San Francisco|37.77|-122.42;US|Columbus|39.96|-83.00;US|Seattle|47.61|-122.33;US|Denver|39.74|-104.99
US|Washington|38.91|-77.04;US|Boston|42.36|-71.06;US|Nashville|36.16|-86.78;US|Detroit|42.33|-83.05
US|Portland|45.52|-122.68;US|Las Vegas|36.17|-115.14;US|Memphis|35.15|-90.05;US|Atlanta|33.75|-84.39
US|Miami|25.76|-80.19;US|Minneapolis|44.98|-93.27;US|New Orleans|29.95|-90.07;US|Charlotte|35.23|-80.84
US|Baltimore|39.29|-76.61;US|St. Louis|38.63|-90.20
GB|London|51.51|-0.13;GB|Manchester|53.48|-2.24;GB|Birmingham|52.49|-1.89;GB|Glasgow|55.86|-4.25
GB|Liverpool|53.41|-2.99;GB|Leeds|53.80|-1.55;GB|Bristol|51.45|-2.59;GB|Edinburgh|55.95|-3.19
GB|Sheffield|53.38|-1.47;GB|Newcastle|54.98|-1.61;GB|Cardiff|51.48|-3.18;GB|Belfast|54.60|-5.93
DE|Berlin|52.52|13.40;DE|Hamburg|53.55|9.99;DE|Munich|48.14|11.58;DE|Cologne|50.94|6.96
DE|Frankfurt|50.11|8.68;DE|Stuttgart|48.78|9.18;DE|Düsseldorf|51.23|6.77;DE|Leipzig|51.34|12.37
DE|Dortmund|51.51|7.47;DE|Essen|51.46|7.01;DE|Bremen|53.08|8.80;DE|Dresden|51.05|13.74
FR|Paris|48.86|2.35;FR|Marseille|43.30|5.37;FR|Lyon|45.76|4.84;FR|Toulouse|43.60|1.44
FR|Nice|43.71|7.26;FR|Nantes|47.22|-1.55;FR|Strasbourg|48.57|7.75;FR|Montpellier|43.61|3.88
FR|Bordeaux|44.84|-0.58;FR|Lille|50.63|3.06
ES|Madrid|40.42|-3.70;ES|Barcelona|41.39|2.17;ES|Valencia|39.47|-0.38;ES|Seville|37.39|-5.98
ES|Zaragoza|41.65|-0.89;ES|Málaga|36.72|-4.42;ES|Bilbao|43.26|-2.93;ES|Palma|39.57|2.65
IT|Rome|41.90|12.50;IT|Milan|45.46|9.19;IT|Naples|40.85|14.27;IT|Turin|45.07|7.69
IT|Palermo|38.12|13.36;IT|Genoa|44.41|8.93;IT|Bologna|44.49|11.34;IT|Florence|43.77|11.26
CA|Toronto|43.65|-79.38;CA|Montreal|45.50|-73.57;CA|Vancouver|49.28|-123.12;CA|Calgary|51.05|-114.07
CA|Edmonton|53.55|-113.49;CA|Ottawa|45.42|-75.70;CA|Winnipeg|49.90|-97.14;CA|Quebec City|46.81|-71.21
AU|Sydney|-33.87|151.21;AU|Melbourne|-37.81|144.96;AU|Brisbane|-27.47|153.03;AU|Perth|-31.95|115.86
AU|Adelaide|-34.93|138.60;AU|Gold Coast|-28.02|153.40;AU|Canberra|-35.28|149.13
NL|Amsterdam|52.37|4.90;NL|Rotterdam|51.92|4.48;NL|The Hague|52.07|4.30;NL|Utrecht|52.09|5.12
NL|Eindhoven|51.44|5.47;NL|Groningen|53.22|6.57
BE|Brussels|50.85|4.35;BE|Antwerp|51.22|4.40;BE|Ghent|51.05|3.72;BE|Charleroi|50.41|4.44;BE|Liège|50.63|5.57
BR|São Paulo|-23.55|-46.63;BR|Rio de Janeiro|-22.91|-43.17;BR|Brasília|-15.79|-47.88;BR|Salvador|-12.97|-38.50
BR|Fortaleza|-3.73|-38.53;BR|Belo Horizonte|-19.92|-43.94;BR|Manaus|-3.12|-60.02;BR|Curitiba|-25.43|-49.27
BR|Recife|-8.05|-34.88;BR|Porto Alegre|-30.03|-51.23;BR|Belém|-1.46|-48.50;BR|Goiânia|-16.69|-49.26
MX|Mexico City|19.43|-99.13;MX|Guadalajara|20.66|-103.35;MX|Monterrey|25.69|-100.32;MX|Puebla|19.04|-98.21
MX|Tijuana|32.51|-117.04;MX|León|21.12|-101.68;MX|Mérida|20.97|-89.62;MX|Cancún|21.16|-86.85
IE|Dublin|53.35|-6.26;IE|Cork|51.90|-8.47;IE|Galway|53.27|-9.06;IE|Limerick|52.66|-8.63
JP|Tokyo|35.68|139.69;JP|Osaka|34.69|135.50;JP|Yokohama|35.44|139.64;JP|Nagoya|35.18|136.91
JP|Sapporo|43.06|141.35;JP|Fukuoka|33.59|130.40;JP|Kobe|34.69|135.20;JP|Kyoto|35.01|135.77
ZA|Johannesburg|-26.20|28.05;ZA|Cape Town|-33.92|18.42;ZA|Durban|-29.86|31.02;ZA|Pretoria|-25.75|28.19
ZA|Port Elizabeth|-33.96|25.60
KR|Seoul|37.57|126.98;KR|Busan|35.18|129.08;KR|Incheon|37.46|126.71;KR|Daegu|35.87|128.60;KR|Daejeon|36.35|127.38
NG|Lagos|6.52|3.38;NG|Abuja|9.08|7.40;NG|Kano|12.00|8.52;NG|Ibadan|7.38|3.95;NG|Port Harcourt|4.82|7.03
AR|Buenos Aires|-34.60|-58.38;AR|Córdoba|-31.42|-64.18;AR|Rosario|-32.94|-60.65;AR|Mendoza|-32.89|-68.83
AR|La Plata|-34.92|-57.95
SE|Stockholm|59.33|18.07;SE|Gothenburg|57.71|11.97;SE|Malmö|55.60|13.00;SE|Uppsala|59.86|17.64
NO|Oslo|59.91|10.75;NO|Bergen|60.39|5.32;NO|Trondheim|63.43|10.40
DK|Copenhagen|55.68|12.57;DK|Aarhus|56.16|10.20;DK|Odense|55.40|10.39
FI|Helsinki|60.17|24.94;FI|Tampere|61.50|23.76;FI|Turku|60.45|22.27
PL|Warsaw|52.23|21.01;PL|Kraków|50.06|19.94;PL|Wrocław|51.11|17.04;PL|Gdańsk|54.35|18.65;PL|Poznań|52.41|16.93
PT|Lisbon|38.72|-9.14;PT|Porto|41.15|-8.61;PT|Braga|41.55|-8.42
AT|Vienna|48.21|16.37;AT|Graz|47.07|15.44;AT|Salzburg|47.81|13.04;AT|Linz|48.31|14.29
CH|Zurich|47.38|8.54;CH|Geneva|46.20|6.14;CH|Basel|47.56|7.59;CH|Bern|46.95|7.45
CZ|Prague|50.08|14.44;CZ|Brno|49.20|16.61;CZ|Ostrava|49.82|18.26
HU|Budapest|47.50|19.04;HU|Debrecen|47.53|21.63;HU|Szeged|46.25|20.15
RO|Bucharest|44.43|26.10;RO|Cluj-Napoca|46.77|23.62;RO|Timișoara|45.75|21.23;RO|Iași|47.16|27.59
GR|Athens|37.98|23.73;GR|Thessaloniki|40.64|22.94;GR|Patras|38.25|21.73
TR|Istanbul|41.01|28.98;TR|Ankara|39.93|32.86;TR|Izmir|38.42|27.14;TR|Antalya|36.90|30.70;TR|Bursa|40.19|29.06
UA|Kyiv|50.45|30.52;UA|Kharkiv|49.99|36.23;UA|Odesa|46.48|30.72;UA|Lviv|49.84|24.03
IN|Mumbai|19.08|72.88;IN|Delhi|28.70|77.10;IN|Bangalore|12.97|77.59;IN|Hyderabad|17.39|78.49
IN|Chennai|13.08|80.27;IN|Kolkata|22.57|88.36;IN|Pune|18.52|73.86;IN|Ahmedabad|23.02|72.57
ID|Jakarta|-6.21|106.85;ID|Surabaya|-7.26|112.75;ID|Bandung|-6.92|107.62;ID|Medan|3.60|98.67;ID|Denpasar|-8.65|115.22
PH|Manila|14.60|120.98;PH|Quezon City|14.68|121.04;PH|Cebu City|10.32|123.89;PH|Davao City|7.19|125.46
TH|Bangkok|13.76|100.50;TH|Chiang Mai|18.79|98.98;TH|Phuket|7.88|98.39
VN|Ho Chi Minh City|10.82|106.63;VN|Hanoi|21.03|105.85;VN|Da Nang|16.05|108.20
MY|Kuala Lumpur|3.14|101.69;MY|George Town|5.41|100.33;MY|Johor Bahru|1.49|103.74
SG|Singapore|1.35|103.82
NZ|Auckland|-36.85|174.76;NZ|Wellington|-41.29|174.78;NZ|Christchurch|-43.53|172.64
CL|Santiago|-33.45|-70.67;CL|Valparaíso|-33.05|-71.62;CL|Concepción|-36.83|-73.05
CO|Bogotá|4.71|-74.07;CO|Medellín|6.24|-75.58;CO|Cali|3.45|-76.53;CO|Barranquilla|10.96|-74.80
PE|Lima|-12.05|-77.04;PE|Arequipa|-16.41|-71.54;PE|Trujillo|-8.11|-79.03
EG|Cairo|30.04|31.24;EG|Alexandria|31.20|29.92;EG|Giza|30.01|31.21
KE|Nairobi|-1.29|36.82;KE|Mombasa|-4.04|39.67;KE|Kisumu|-0.09|34.77
GH|Accra|5.60|-0.19;GH|Kumasi|6.69|-1.62;GH|Tamale|9.40|-0.84
MA|Casablanca|33.57|-7.59;MA|Rabat|34.02|-6.84;MA|Marrakesh|31.63|-8.01;MA|Fes|34.03|-5.00
AE|Dubai|25.20|55.27;AE|Abu Dhabi|24.45|54.38;AE|Sharjah|25.35|55.42
SA|Riyadh|24.71|46.68;SA|Jeddah|21.49|39.19;SA|Dammam|26.43|50.10
IL|Tel Aviv|32.09|34.78;IL|Jerusalem|31.77|35.21;IL|Haifa|32.79|34.99
PK|Karachi|24.86|67.01;PK|Lahore|31.55|74.34;PK|Islamabad|33.68|73.05
TW|Taipei|25.03|121.57;TW|Kaohsiung|22.63|120.30;TW|Taichung|24.15|120.67
HK|Hong Kong|22.32|114.17
HR|Zagreb|45.82|15.98;HR|Split|43.51|16.44;HR|Rijeka|45.33|14.44
RS|Belgrade|44.79|20.45;RS|Novi Sad|45.27|19.83;RS|Niš|43.32|21.90
BG|Sofia|42.70|23.32;BG|Plovdiv|42.14|24.75;BG|Varna|43.21|27.91
SK|Bratislava|48.15|17.11;SK|Košice|48.72|21.26
LT|Vilnius|54.69|25.28;LT|Kaunas|54.90|23.90
LV|Riga|56.95|24.11;LV|Daugavpils|55.87|26.54
EC|Quito|-0.18|-78.47;EC|Guayaquil|-2.17|-79.92;EC|Cuenca|-2.90|-79.00
UY|Montevideo|-34.90|-56.16;UY|Salto|-31.38|-57.97
`;

export type City = {
  /** A readable slug, unique: `berlin-de`. */
  id: string;
  name: string;
  countryCode: string;
  lat: number;
  lng: number;
};

function slug(name: string, countryCode: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${ascii}-${countryCode.toLowerCase()}`;
}

export const CITIES: readonly City[] = RAW.split(/[;\n]/)
  .map((entry) => entry.trim())
  .filter((entry) => entry.length > 0)
  .map((entry) => {
    const [countryCode = '', name = '', lat = '0', lng = '0'] = entry.split('|');
    return { id: slug(name, countryCode), name, countryCode, lat: Number(lat), lng: Number(lng) };
  });

export const COUNTRIES: readonly string[] = [...new Set(CITIES.map((city) => city.countryCode))];
