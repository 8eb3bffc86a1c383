/**
 * The cities a buyer may name in a search, by the slug of their state in data/incentives.yaml, in English and Hindi:
 * "nexon ev price bangalore" is about Karnataka. A state the data does not have is simply never matched. These are
 * the largest car markets of each state, not a list of every city.
 */
export const citiesOfState: Readonly<Record<string, readonly string[]>> = {
  'andhra-pradesh': ['visakhapatnam', 'vizag', 'vijayawada', 'guntur', 'tirupati', 'विशाखापत्तनम'],
  bihar: ['patna', 'पटना'],
  chandigarh: ['chandigarh', 'चंडीगढ़'],
  delhi: ['new delhi', 'delhi ncr', 'नई दिल्ली'],
  goa: ['panaji', 'margao', 'पणजी'],
  gujarat: ['ahmedabad', 'surat', 'vadodara', 'baroda', 'rajkot', 'gandhinagar', 'अहमदाबाद', 'सूरत', 'वडोदरा'],
  haryana: ['gurgaon', 'gurugram', 'faridabad', 'गुरुग्राम', 'फरीदाबाद'],
  karnataka: ['bangalore', 'bengaluru', 'mysore', 'mysuru', 'mangalore', 'mangaluru', 'hubli', 'बेंगलुरु', 'बैंगलोर', 'मैसूर'],
  kerala: ['kochi', 'cochin', 'thiruvananthapuram', 'trivandrum', 'kozhikode', 'कोच्चि'],
  'madhya-pradesh': ['indore', 'bhopal', 'इंदौर', 'भोपाल'],
  maharashtra: ['mumbai', 'bombay', 'pune', 'nagpur', 'nashik', 'thane', 'navi mumbai', 'मुंबई', 'पुणे', 'नागपुर', 'नासिक'],
  punjab: ['ludhiana', 'amritsar', 'mohali', 'लुधियाना', 'अमृतसर'],
  rajasthan: ['jaipur', 'jodhpur', 'udaipur', 'kota', 'जयपुर', 'जोधपुर'],
  'tamil-nadu': ['chennai', 'madras', 'coimbatore', 'madurai', 'चेन्नई', 'कोयंबटूर'],
  telangana: ['hyderabad', 'secunderabad', 'warangal', 'हैदराबाद'],
  'uttar-pradesh': [
    'lucknow',
    'noida',
    'greater noida',
    'ghaziabad',
    'kanpur',
    'varanasi',
    'agra',
    'लखनऊ',
    'नोएडा',
    'गाज़ियाबाद',
    'कानपुर',
    'वाराणसी',
  ],
  'west-bengal': ['kolkata', 'calcutta', 'कोलकाता'],
};
