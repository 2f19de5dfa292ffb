import type { VenueDistrict } from "@contracts/passes";
import { addDays, shopToday } from "@contracts/shop-calendar";
import type { EventCategory } from "@contracts/things-to-do";
import { inArray } from "drizzle-orm";
import { catalogImage } from "../catalog/seed-data";
import { passVenues } from "../passes/venue-table";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";
import { cityEvents } from "./tables";
import { textColumns } from "../../platform/seed-rows";

// What is on in Seoul for the visitor pass site's demo: festivals, exhibitions, shows, markets and races over the
// coming eight weeks, dated from the seeding day in Korea (as the ROK–US notices are), so the calendar always has
// something this week and next month. A few began days before, as a running exhibition has.

type Text = readonly [en: string, ko: string];

export type EventSeed = {
  category: EventCategory;
  /** Its first day, in days from the seeding day (negative: it began before). */
  start: number;
  /** How many days it runs (1: a one-day event). */
  days: number;
  times: string | null;
  title: Text;
  summary: Text;
  description: Text;
  place: Text;
  district: VenueDistrict;
  /** The partner venue's slug, when it is at one (looked up in the passes' venues; left out when not there). */
  venue?: string;
  price: Text;
  image: string;
  link?: string;
};

const FREE: Text = ["Free", "무료"];
const krw = (won: number, from = false): Text => {
  const amount = won.toLocaleString("en-US");
  return from ? [`From KRW ${amount}`, `${amount}원부터`] : [`KRW ${amount}`, `${amount}원`];
};

export const CITY_EVENT_SEEDS: readonly EventSeed[] = [
  {
    category: "festival",
    start: -3,
    days: 17,
    times: "17:00–23:00",
    title: ["Seoul Lantern Festival on Cheonggyecheon", "청계천 서울빛초롱축제"],
    summary: [
      "Hundreds of hand-made silk lanterns float along the stream from Cheonggye Plaza to Supyogyo Bridge.",
      "청계광장부터 수표교까지 수백 점의 한지·비단 등이 물길을 따라 빛납니다.",
    ],
    description: [
      "Every evening the Cheonggyecheon stream turns into a river of light: dragons, palace guards, tigers and this year's giant moon jar, all made by hand from silk and hanji paper by Korean lantern masters. Walk the 1.2 km path at your own pace; the busiest hour is just after dark, and weekdays are quieter. Make-your-own-lantern tables at Cheonggye Plaza open from 18:00 (KRW 5,000, first come first served).",
      "매일 저녁 청계천이 빛의 물길로 바뀝니다. 용, 수문장, 호랑이, 올해의 대형 달항아리까지 등 장인들이 비단과 한지로 손수 만든 작품들이 물 위에 떠 있습니다. 1.2km 산책로를 천천히 걸어 보세요. 해가 진 직후가 가장 붐비며 평일이 한결 여유롭습니다. 청계광장의 등 만들기 체험은 18:00부터 선착순으로 운영합니다(5,000원).",
    ],
    place: ["Cheonggyecheon Stream (Cheonggye Plaza to Supyogyo)", "청계천(청계광장~수표교)"],
    district: "jung",
    price: FREE,
    image: catalogImage("festival-lanterns"),
    link: "https://www.seoul.go.kr",
  },
  {
    category: "night",
    start: 1,
    days: 1,
    times: "18:00–23:00",
    title: ["Han River Moonlight Night Market", "한강 달빛 야시장"],
    summary: [
      "Food trucks, handmade crafts and buskers under the Banpo Bridge rainbow fountain.",
      "반포대교 달빛무지개분수 아래에서 푸드트럭, 수공예품, 버스킹을 즐기세요.",
    ],
    description: [
      "Seoul's riverside night market sets up at Banpo Hangang Park: around 40 food trucks (tteokbokki, grilled skewers, Korean-style churros), stalls of young designers and craftspeople, and live acoustic music on the floating stage. The Moonlight Rainbow Fountain plays at 19:30, 20:00, 20:30 and 21:00. Bring a mat: the lawn fills up by sunset.",
      "반포한강공원에서 열리는 서울의 강변 야시장입니다. 떡볶이, 꼬치구이, 추로스 등 40여 대의 푸드트럭과 청년 디자이너·공예 작가들의 판매대, 수상 무대의 어쿠스틱 공연이 이어집니다. 달빛무지개분수는 19:30, 20:00, 20:30, 21:00에 가동됩니다. 해 질 무렵이면 잔디밭이 가득 차니 돗자리를 챙겨 오세요.",
    ],
    place: ["Banpo Hangang Park, Moonlight Square", "반포한강공원 달빛광장"],
    district: "yongsan",
    price: FREE,
    image: catalogImage("food-market"),
  },
  {
    category: "night",
    start: 8,
    days: 1,
    times: "18:00–23:00",
    title: ["Han River Moonlight Night Market", "한강 달빛 야시장"],
    summary: [
      "The night market returns to Yeouido: food trucks and crafts by the river.",
      "여의도에서 다시 열리는 야시장: 강변의 푸드트럭과 수공예품.",
    ],
    description: [
      "The Moonlight Night Market moves to Yeouido Hangang Park, by the water light square. Around 40 food trucks, handmade jewellery, ceramics and prints, and a DJ set on the river stage from 20:00. The nearest subway is Yeouinaru Station (line 5), exit 2.",
      "달빛 야시장이 여의도한강공원 물빛광장으로 자리를 옮깁니다. 40여 대의 푸드트럭, 수제 장신구와 도자기, 판화 판매대가 열리고 20:00부터 강변 무대에서 DJ 공연이 이어집니다. 가까운 지하철역은 5호선 여의나루역 2번 출구입니다.",
    ],
    place: ["Yeouido Hangang Park, Water Light Square", "여의도한강공원 물빛광장"],
    district: "yeongdeungpo",
    price: FREE,
    image: catalogImage("food-market"),
  },
  {
    category: "night",
    start: 15,
    days: 2,
    times: "18:00–23:00",
    title: ["Han River Moonlight Night Market", "한강 달빛 야시장"],
    summary: [
      "A weekend of the night market at Banpo, with a world food street.",
      "세계 음식 거리와 함께하는 반포 야시장 주말.",
    ],
    description: [
      "Two evenings at Banpo Hangang Park with a world food street (Vietnamese, Turkish, Mexican and Uzbek cooks from Seoul's neighbourhoods) beside the usual food trucks and craft stalls. The rainbow fountain plays every half hour from 19:30 to 21:00.",
      "반포한강공원에서 이틀 저녁 동안 열리며, 평소의 푸드트럭과 공예 판매대에 더해 서울 곳곳의 베트남, 튀르키예, 멕시코, 우즈베키스탄 요리사들이 모인 세계 음식 거리가 마련됩니다. 무지개분수는 19:30부터 21:00까지 30분마다 가동됩니다.",
    ],
    place: ["Banpo Hangang Park, Moonlight Square", "반포한강공원 달빛광장"],
    district: "yongsan",
    price: FREE,
    image: catalogImage("food-market"),
  },
  {
    category: "night",
    start: 2,
    days: 12,
    times: "19:00–21:30",
    title: ["Gyeongbokgung Palace Night Opening", "경복궁 야간 특별관람"],
    summary: [
      "The palace's halls lit after dark, with Gyeonghoeru Pavilion reflected in its pond.",
      "어둠이 내린 뒤 불을 밝힌 전각과 연못에 비친 경회루를 만나 보세요.",
    ],
    description: [
      "For two weeks Gyeongbokgung opens its gates in the evening: walk from Gwanghwamun through Heungnyemun to Geunjeongjeon, the throne hall, and on to Gyeonghoeru, the banquet pavilion mirrored in its lotus pond. Last entry is at 20:30. Tickets are limited each night; visitors in hanbok enter free. With the pass, show your QR at the east ticket office.",
      "2주 동안 경복궁이 저녁에 문을 엽니다. 광화문에서 흥례문을 지나 정전인 근정전, 연못에 비친 연회 누각 경회루까지 거닐어 보세요. 입장 마감은 20:30이며 매일 입장 인원이 정해져 있습니다. 한복을 입으면 무료로 입장할 수 있습니다. 패스 소지자는 동쪽 매표소에서 QR을 보여 주세요.",
    ],
    place: ["Gyeongbokgung Palace", "경복궁"],
    district: "jongno",
    venue: "gyeongbokgung",
    price: krw(3000),
    image: catalogImage("tour-palace"),
    link: "https://royal.khs.go.kr",
  },
  {
    category: "night",
    start: 20,
    days: 10,
    times: "20:00–22:00",
    title: ["Changdeokgung Moonlight Tour", "창덕궁 달빛기행"],
    summary: [
      "A guided walk by lantern light through the palace and its Secret Garden.",
      "청사초롱을 들고 궁궐과 후원을 걷는 해설 산책.",
    ],
    description: [
      "Carry a blue-and-red lantern through Changdeokgung, a UNESCO World Heritage palace, with a guide who tells its stories in English or Korean. The walk ends in the Secret Garden at Buyongji Pond with traditional music and tea. Groups of 25; booking opens two weeks ahead and fills fast.",
      "유네스코 세계유산 창덕궁을 청사초롱을 들고 해설사와 함께 걷습니다(영어·한국어 해설). 후원의 부용지에서 전통 음악 공연과 다과로 마무리됩니다. 회차당 25명이며 2주 전에 예매가 열리고 금세 마감됩니다.",
    ],
    place: ["Changdeokgung Palace", "창덕궁"],
    district: "jongno",
    venue: "changdeokgung",
    price: krw(30000),
    image: catalogImage("culture-hanok"),
    link: "https://www.cdg.go.kr",
  },
  {
    category: "night",
    start: 33,
    days: 8,
    times: "19:00–21:00",
    title: ["Deoksugung Evening Concerts", "덕수궁 야간 음악회"],
    summary: [
      "Chamber music on the steps of Seokjojeon, the palace's stone hall.",
      "덕수궁 석조전 앞 계단에서 열리는 실내악 공연.",
    ],
    description: [
      "String quartets and gayageum players take turns on the steps of Seokjojeon, the neoclassical hall of Deoksugung. Seats are on the lawn; come early or stand along the stone wall path. The palace stays open until 21:00 on concert nights.",
      "현악 사중주단과 가야금 연주자들이 덕수궁의 신고전주의 건물 석조전 앞 계단에서 번갈아 공연합니다. 좌석은 잔디밭에 마련되니 일찍 오시거나 돌담길 쪽에서 서서 관람하세요. 공연이 있는 날은 궁이 21:00까지 문을 엽니다.",
    ],
    place: ["Deoksugung Palace", "덕수궁"],
    district: "jung",
    venue: "deoksugung",
    price: krw(1000),
    image: catalogImage("tour-palace"),
  },
  {
    category: "exhibition",
    start: -5,
    days: 50,
    times: "10:00–18:00",
    title: ["Treasures of the Joseon Court", "조선 왕실의 보물"],
    summary: [
      "Royal seals, screens and robes from five centuries of the Joseon dynasty.",
      "조선 500년의 어보, 병풍, 왕실 복식을 한자리에서.",
    ],
    description: [
      "A special exhibition of more than 200 objects from the royal household: the gold seals of kings and queens, the Irworobongdo screen of the sun, moon and five peaks that stood behind the throne, and embroidered ceremonial robes shown together for the first time. Audio guides in English, Chinese and Japanese. Open until 21:00 on Wednesdays and Saturdays.",
      "왕실 유물 200여 점을 선보이는 특별전입니다. 왕과 왕비의 금보, 어좌 뒤를 지키던 일월오봉도, 처음으로 함께 공개되는 수놓은 의례복을 만날 수 있습니다. 영어·중국어·일본어 오디오 가이드를 제공합니다. 수요일과 토요일은 21:00까지 엽니다.",
    ],
    place: ["National Museum of Korea, Special Exhibition Gallery", "국립중앙박물관 특별전시실"],
    district: "yongsan",
    venue: "national-museum-of-korea",
    price: krw(15000),
    image: catalogImage("tour-palace"),
    link: "https://www.museum.go.kr",
  },
  {
    category: "exhibition",
    start: 4,
    days: 45,
    times: "10:00–18:00",
    title: ["Light and Colour: Korean Contemporary Art", "빛과 색: 한국 현대미술"],
    summary: [
      "Dansaekhwa masters beside young media artists in a survey of Korean art since 1970.",
      "단색화 거장부터 젊은 미디어 작가까지, 1970년 이후 한국 미술을 돌아봅니다.",
    ],
    description: [
      "From the quiet monochrome paintings of Park Seo-bo and Ha Chong-hyun to immersive light rooms by artists born in the 1990s, the exhibition follows how Korean artists have worked with light, colour and surface over fifty years. Free guided tours in English at 14:00 on weekends.",
      "박서보, 하종현의 고요한 단색화에서 1990년대생 작가들의 몰입형 빛의 방까지, 50년 동안 한국 작가들이 빛과 색, 표면을 다뤄 온 방식을 따라갑니다. 주말 14:00에는 무료 영어 해설이 있습니다.",
    ],
    place: ["MMCA Seoul (National Museum of Modern and Contemporary Art)", "국립현대미술관 서울관"],
    district: "jongno",
    venue: "mmca-seoul",
    price: krw(5000),
    image: catalogImage("festival-river-lanterns"),
  },
  {
    category: "exhibition",
    start: 10,
    days: 40,
    times: "10:00–20:00",
    title: ["Hanbok Now: Dressing Seoul", "한복, 지금: 서울을 입다"],
    summary: [
      "How designers in Seoul are remaking the hanbok for everyday life.",
      "서울의 디자이너들이 한복을 일상복으로 다시 짓는 방법.",
    ],
    description: [
      "Sixty outfits by twenty Seoul designers, from quilted winter jeogori to hanbok-cut office wear, with the fabrics and patterns they start from. Try on a modern hanbok in the fitting corner and take a picture against the palace backdrop.",
      "서울 디자이너 20명의 의상 60벌을 선보입니다. 누빔 겨울 저고리부터 한복 재단을 살린 출근복까지, 그들이 출발점으로 삼은 원단과 문양도 함께 전시합니다. 피팅 코너에서 현대 한복을 입어 보고 궁궐 배경 앞에서 사진도 찍어 보세요.",
    ],
    place: ["Dongdaemun Design Plaza (DDP), Art Hall 1", "동대문디자인플라자(DDP) 아트홀 1관"],
    district: "jung",
    venue: "ddp",
    price: krw(12000),
    image: catalogImage("culture-hanok"),
  },
  {
    category: "exhibition",
    start: 25,
    days: 30,
    times: "10:00–19:00",
    title: ["Seoul Photo Festival", "서울사진축제"],
    summary: [
      "Seoul through the lens: a century of the city in photographs.",
      "렌즈로 본 서울: 사진으로 만나는 도시의 한 세기.",
    ],
    description: [
      "Photographs of Seoul from the 1920s to today: the streetcars of Jongno, the rebuilding after the war, the apartment blocks of the 1980s and the neon of Euljiro, alongside this year's open-call winners. Talks with the photographers every Saturday afternoon.",
      "1920년대부터 오늘까지 서울을 담은 사진들입니다. 종로의 전차, 전쟁 뒤의 재건, 1980년대의 아파트 단지, 을지로의 네온사인과 올해 공모전 수상작이 함께 걸립니다. 매주 토요일 오후에는 작가와의 대화가 열립니다.",
    ],
    place: ["Seoul Museum of Art, Seosomun", "서울시립미술관 서소문본관"],
    district: "jung",
    price: FREE,
    image: catalogImage("festival-parade"),
  },
  {
    category: "exhibition",
    start: 38,
    days: 20,
    times: "09:30–18:00",
    title: ["Letters from the Independence Movement", "독립운동가의 편지"],
    summary: [
      "Letters, diaries and photographs of the people who fought for Korea's independence.",
      "독립을 위해 싸운 이들의 편지와 일기, 사진.",
    ],
    description: [
      "In the former Seodaemun Prison, letters written by independence activists to their families, diaries kept in exile in Shanghai and Manchuria, and the photographs taken of prisoners here. A quiet, moving exhibition; labels in Korean, English and Japanese.",
      "옛 서대문형무소에서 독립운동가들이 가족에게 보낸 편지, 상하이와 만주 망명지에서 쓴 일기, 이곳 수감자들의 사진을 전시합니다. 잔잔하지만 깊은 울림을 주는 전시이며 설명은 한국어, 영어, 일본어로 제공됩니다.",
    ],
    place: ["Seodaemun Prison History Hall", "서대문형무소역사관"],
    district: "seodaemun",
    venue: "seodaemun-prison",
    price: krw(3000),
    image: catalogImage("culture-temple"),
  },
  {
    category: "performance",
    start: 5,
    days: 1,
    times: "19:30–22:00",
    title: ["K-pop Super Live in Seoul", "K-POP 슈퍼 라이브 인 서울"],
    summary: [
      "Ten K-pop groups on one stage at Seoul World Cup Stadium.",
      "서울월드컵경기장 한 무대에 오르는 K-POP 10팀.",
    ],
    description: [
      "A night of K-pop with ten boy and girl groups, a live band and fireworks over the stadium. Standing tickets on the field open at 17:00; seated areas at 18:00. Light sticks of every group are sold at the north gate. Take line 6 to World Cup Stadium Station, exit 1, and allow an hour to leave after the show.",
      "보이그룹과 걸그룹 10팀이 라이브 밴드와 함께 꾸미는 K-POP의 밤, 경기장 위로 불꽃놀이가 이어집니다. 그라운드 스탠딩은 17:00, 지정석은 18:00에 입장합니다. 각 그룹의 응원봉은 북문에서 판매합니다. 6호선 월드컵경기장역 1번 출구를 이용하시고, 공연 뒤 퇴장에는 한 시간쯤 걸립니다.",
    ],
    place: ["Seoul World Cup Stadium", "서울월드컵경기장"],
    district: "mapo",
    price: krw(132000, true),
    image: catalogImage("festival-rock"),
  },
  {
    category: "performance",
    start: 26,
    days: 2,
    times: "18:00–21:30",
    title: ["K-pop Fan Concert at KSPO Dome", "KSPO돔 K-POP 팬 콘서트"],
    summary: [
      "Two nights of a fan concert with talk, games and the hits sung live.",
      "토크와 게임, 히트곡 라이브가 어우러진 이틀간의 팬 콘서트.",
    ],
    description: [
      "An intimate fan concert in the Olympic Park's KSPO Dome: the group sings its hits live, answers fans' questions and plays games with the audience. Interpretation into English and Japanese on the screens. Tickets are sold through the official fan club first, then to everyone a week before.",
      "올림픽공원 KSPO돔에서 열리는 팬 콘서트입니다. 히트곡 라이브와 팬들의 질문에 답하는 토크, 관객과 함께하는 게임이 이어지며 화면에 영어·일본어 통역이 나옵니다. 공식 팬클럽 선예매 뒤 일주일 전에 일반 예매가 열립니다.",
    ],
    place: ["KSPO Dome, Olympic Park", "올림픽공원 KSPO돔"],
    district: "songpa",
    price: krw(154000),
    image: catalogImage("festival-rock"),
  },
  {
    category: "performance",
    start: 0,
    days: 40,
    times: "20:00–21:30",
    title: ["NANTA: the Cooking Show", "난타"],
    summary: [
      "Chefs drum on pots, pans and cutting boards in Korea's longest-running non-verbal show.",
      "냄비와 도마로 두드리는 한국 최장수 비언어 공연.",
    ],
    description: [
      "Four cooks have one hour to make a wedding banquet, and they do it to the rhythm of samul nori, beating on knives, pots and cucumbers. No words, so no language needed; children love the audience-participation scenes. Shows daily at 20:00, plus 17:00 on weekends.",
      "네 명의 요리사가 한 시간 안에 결혼 피로연 음식을 만들어야 합니다. 사물놀이 장단에 맞춰 칼과 냄비, 오이까지 두드리며 요리합니다. 대사가 없어 언어가 필요 없고, 관객 참여 장면은 아이들이 특히 좋아합니다. 매일 20:00, 주말에는 17:00에도 공연합니다.",
    ],
    place: ["NANTA Theatre Myeongdong", "명동 난타전용관"],
    district: "jung",
    venue: "nanta-myeongdong",
    price: krw(60000),
    image: catalogImage("festival-mask-dance"),
  },
  {
    category: "performance",
    start: 12,
    days: 3,
    times: "19:30–21:00",
    title: ["Jongmyo Jeryeak: Royal Ancestral Music", "종묘제례악"],
    summary: [
      "The music and dance of the Joseon kings' ancestral rites, on stage at the National Gugak Center.",
      "조선 왕실 제례의 음악과 춤을 국립국악원 무대에서.",
    ],
    description: [
      "Jongmyo Jeryeak, performed for the royal ancestors since the 15th century and listed by UNESCO, is played by the court orchestra of the National Gugak Center with the slow, solemn line dance ilmu. English surtitles explain each part of the rite.",
      "15세기부터 왕실 조상께 올려 온 유네스코 인류무형문화유산 종묘제례악을 국립국악원 정악단이 연주하고, 느리고 장엄한 일무가 함께합니다. 의식의 각 절차를 영어 자막으로 설명합니다.",
    ],
    place: ["National Gugak Center, Yeakdang Theatre", "국립국악원 예악당"],
    district: "gangnam",
    price: krw(30000, true),
    image: catalogImage("culture-temple"),
  },
  {
    category: "performance",
    start: 44,
    days: 3,
    times: "19:30–21:30",
    title: ["Seoul Philharmonic: New Year's Concert", "서울시립교향악단 신년음악회"],
    summary: ["Strauss waltzes and Korean folk songs to welcome the year.", "슈트라우스 왈츠와 우리 민요로 여는 새해."],
    description: [
      "The Seoul Philharmonic Orchestra welcomes the new year with Viennese waltzes and polkas, Arirang in a new orchestral setting, and a soprano singing Korean art songs. The last night ends with the Radetzky March and the audience clapping along.",
      "서울시립교향악단이 빈 왈츠와 폴카, 새롭게 편곡한 관현악 아리랑, 소프라노의 한국 가곡으로 새해를 엽니다. 마지막 날은 관객의 박수와 함께하는 라데츠키 행진곡으로 막을 내립니다.",
    ],
    place: ["Sejong Center for the Performing Arts", "세종문화회관 대극장"],
    district: "jongno",
    price: krw(20000, true),
    image: catalogImage("festival-fireworks"),
  },
  {
    category: "performance",
    start: 18,
    days: 1,
    times: "14:00–15:00",
    title: ["Royal Guard Changing Ceremony: Special Parade", "수문장 교대의식 특별 행렬"],
    summary: [
      "The palace guard marches from Gwanghwamun to Deoksugung in full Joseon dress.",
      "조선 복식을 갖춘 수문장이 광화문에서 덕수궁까지 행진합니다.",
    ],
    description: [
      "Once a season the gatekeepers of Gyeongbokgung march down Sejong-daero to Deoksugung with drums, banners and horses, re-enacting the royal guard of the Joseon court. Watch from Gwanghwamun Square or the Seoul Plaza end; photos with the guards after the parade.",
      "계절마다 한 번, 경복궁 수문장들이 북과 깃발, 말을 앞세우고 세종대로를 따라 덕수궁까지 행진하며 조선 왕실의 호위 행렬을 재현합니다. 광화문광장이나 서울광장 쪽에서 보시고, 행진 뒤에는 수문장과 사진을 찍을 수 있습니다.",
    ],
    place: ["Gwanghwamun Square to Deoksugung", "광화문광장~덕수궁"],
    district: "jongno",
    price: FREE,
    image: catalogImage("festival-parade"),
  },
  {
    category: "festival",
    start: 6,
    days: 3,
    times: "10:00–21:00",
    title: ["Seoul Kimchi Making and Sharing Festival", "서울 김장문화제"],
    summary: [
      "Make kimchi with thousands of Seoulites on Seoul Plaza, and take a jar home.",
      "서울광장에서 수천 명의 시민과 함께 김장하고 한 통 담아 가세요.",
    ],
    description: [
      "Gimjang, the making of the winter's kimchi together, is a UNESCO-listed tradition. Put on an apron and gloves, rub the cabbage with chilli paste next to Seoul's grandmothers, and take home a 1 kg jar. There are also stalls of kimchi from every province and a cooking stage. Sessions every hour; book for the English-speaking ones.",
      "겨울 김치를 함께 담그는 김장은 유네스코 인류무형문화유산입니다. 앞치마와 장갑을 끼고 서울 할머니들 곁에서 배추에 양념을 버무린 뒤 1kg 한 통을 가져가세요. 전국 팔도 김치 판매대와 요리 무대도 열립니다. 매시간 체험이 있으며 영어 진행 회차는 예약하세요.",
    ],
    place: ["Seoul Plaza", "서울광장"],
    district: "jung",
    price: krw(10000),
    image: catalogImage("food-market"),
  },
  {
    category: "festival",
    start: 13,
    days: 3,
    times: "11:00–22:00",
    title: ["Itaewon Global Village Festival", "이태원 지구촌축제"],
    summary: [
      "Food, music and dance from sixty countries along Itaewon-ro.",
      "이태원로를 따라 펼쳐지는 60개국의 음식과 음악, 춤.",
    ],
    description: [
      "Itaewon closes its main road to cars for three days of food from sixty countries, a world music stage, a samba parade on Saturday afternoon and the global parade of embassies on Sunday. Take line 6 to Itaewon Station; expect crowds after 18:00.",
      "이태원로의 차량 통행을 막고 사흘 동안 60개국 음식과 세계 음악 무대, 토요일 오후 삼바 퍼레이드, 일요일 대사관 퍼레이드가 열립니다. 6호선 이태원역을 이용하시고, 18:00 이후에는 붐빕니다.",
    ],
    place: ["Itaewon-ro, Itaewon", "이태원로 일대"],
    district: "yongsan",
    price: FREE,
    image: catalogImage("festival-parade"),
  },
  {
    category: "festival",
    start: 22,
    days: 1,
    times: "19:00–21:30",
    title: ["Seoul International Fireworks Festival", "서울세계불꽃축제"],
    summary: [
      "Teams from three countries light up the sky over Yeouido.",
      "3개국 팀이 여의도 하늘을 수놓는 불꽃 축제.",
    ],
    description: [
      "Three fireworks teams, from Korea and two guest countries, fire their shows in turn over the Han River, set to music on the riverside speakers. The Yeouido lawn fills from the early afternoon; the Ichon and Mapo banks across the river are quieter. Trains to Yeouinaru skip the station after 18:00, so use Yeouido or Mapo.",
      "한국과 초청국 두 나라의 불꽃 연출팀이 한강 위에서 음악에 맞춰 차례로 공연합니다. 여의도 잔디밭은 이른 오후부터 가득 차며, 강 건너 이촌과 마포 쪽이 한결 한산합니다. 18:00 이후 여의나루역은 무정차 통과하니 여의도역이나 마포역을 이용하세요.",
    ],
    place: ["Yeouido Hangang Park", "여의도한강공원"],
    district: "yeongdeungpo",
    price: FREE,
    image: catalogImage("festival-fireworks"),
  },
  {
    category: "festival",
    start: 29,
    days: 5,
    times: "10:00–22:00",
    title: ["Seoul Winter Festa on Gwanghwamun Square", "광화문광장 서울윈터페스타"],
    summary: [
      "A skating rink, light tunnels and a Christmas market in the heart of the city.",
      "도심 한가운데의 스케이트장, 빛의 터널, 크리스마스 마켓.",
    ],
    description: [
      "Gwanghwamun Square becomes a winter village: an outdoor skating rink (skates included, KRW 1,000 an hour), a light tunnel from King Sejong's statue to Admiral Yi's, a market of handmade ornaments and mulled drinks, and a media façade show on the Sejong Center every half hour after dark.",
      "광화문광장이 겨울 마을로 바뀝니다. 야외 스케이트장(스케이트 대여 포함 1시간 1,000원), 세종대왕상에서 이순신 장군상까지 이어지는 빛의 터널, 수공예 장식과 따뜻한 음료의 마켓, 해가 진 뒤 30분마다 세종문화회관 미디어파사드 공연이 열립니다.",
    ],
    place: ["Gwanghwamun Square", "광화문광장"],
    district: "jongno",
    price: FREE,
    image: catalogImage("festival-ice"),
  },
  {
    category: "festival",
    start: 35,
    days: 4,
    times: "10:00–18:00",
    title: ["Bukchon Hanok Culture Days", "북촌 한옥 문화주간"],
    summary: ["Open doors into hanok homes and craft workshops in Bukchon.", "북촌의 한옥 가정과 공방이 문을 엽니다."],
    description: [
      "Thirty hanok houses and workshops in Bukchon open to visitors: knot-making, lacquer and mother-of-pearl, a tea ceremony in a courtyard, and a master carpenter showing how a hanok is built without nails. Please keep your voice down: people live here.",
      "북촌의 한옥과 공방 30곳이 방문객을 맞습니다. 매듭, 옻칠과 자개, 마당에서의 다례, 못 없이 한옥을 짓는 대목장의 시연이 이어집니다. 주민이 사는 곳이니 조용히 관람해 주세요.",
    ],
    place: ["Bukchon Hanok Village", "북촌 한옥마을"],
    district: "jongno",
    price: FREE,
    image: catalogImage("culture-hanok"),
  },
  {
    category: "festival",
    start: 48,
    days: 6,
    times: "10:00–17:00",
    title: ["Winter Camellia Festival at Seoul Botanic Park", "서울식물원 겨울 동백 축제"],
    summary: [
      "Camellias and winter flowers in bloom under the glasshouse dome.",
      "온실 돔 아래 피어난 동백과 겨울 꽃.",
    ],
    description: [
      "While Seoul is frozen outside, the Botanic Park's glasshouse is in flower: more than forty kinds of camellia, winter daphne and the first plum blossoms, with flower-arranging classes on the weekend. The park is a short walk from Magongnaru Station (line 9 and the airport railroad).",
      "바깥은 얼어붙어도 서울식물원 온실은 꽃이 한창입니다. 40여 종의 동백, 서향, 첫 매화가 피고 주말에는 꽃꽂이 교실이 열립니다. 9호선·공항철도 마곡나루역에서 걸어서 가깝습니다.",
    ],
    place: ["Seoul Botanic Park", "서울식물원"],
    district: "gangseo",
    venue: "seoul-botanic-park",
    price: krw(5000),
    image: catalogImage("festival-cherry-blossom"),
  },
  {
    category: "festival",
    start: 52,
    days: 4,
    times: "11:00–21:00",
    title: ["Seoul Coffee Festival", "서울커피페스티벌"],
    summary: [
      "Seoul's independent roasters pour their best beans at COEX.",
      "서울의 독립 로스터리들이 코엑스에서 원두를 내립니다.",
    ],
    description: [
      "Over 300 roasters, café owners and equipment makers from Seoul's coffee scene: cupping sessions, latte art championships and a hall of Korean desserts. Tasting cups are included in the ticket; bring a tumbler for the free refills.",
      "서울 커피 신의 로스터, 카페, 장비 업체 300여 곳이 참여합니다. 커핑 세션, 라테 아트 대회, 한국 디저트관이 마련되며 시음 컵은 입장권에 포함됩니다. 텀블러를 가져오면 무료로 다시 채워 드립니다.",
    ],
    place: ["COEX Hall A", "코엑스 A홀"],
    district: "gangnam",
    price: krw(20000),
    image: catalogImage("festival-coffee"),
  },
  {
    category: "market",
    start: 3,
    days: 1,
    times: "11:00–18:00",
    title: ["Marronnier Park Flea Market", "마로니에공원 벼룩시장"],
    summary: ["Vintage clothes, vinyl and handmade goods in Daehangno.", "대학로의 빈티지 옷, LP, 수공예품 장터."],
    description: [
      "Young sellers spread their tables in Marronnier Park: vintage clothes, second-hand books and vinyl, illustrations and pottery. Street performers from Daehangno's small theatres play through the afternoon. Cash and transfers only at most tables.",
      "젊은 판매자들이 마로니에공원에 좌판을 펼칩니다. 빈티지 옷, 중고 책과 LP, 일러스트와 도자기가 나오고 대학로 소극장의 거리 공연이 오후 내내 이어집니다. 대부분 현금이나 계좌 이체만 받습니다.",
    ],
    place: ["Marronnier Park, Daehangno", "대학로 마로니에공원"],
    district: "jongno",
    price: FREE,
    image: catalogImage("food-market"),
  },
  {
    category: "market",
    start: 10,
    days: 1,
    times: "11:00–18:00",
    title: ["Marronnier Park Flea Market", "마로니에공원 벼룩시장"],
    summary: ["The flea market is back in Daehangno.", "대학로 벼룩시장이 다시 열립니다."],
    description: [
      "Another Saturday of vintage clothes, records and handmade goods in Marronnier Park, with a children's corner where kids sell their own toys and books.",
      "마로니에공원에서 다시 열리는 토요일 장터입니다. 빈티지 옷, 음반, 수공예품과 함께 아이들이 직접 장난감과 책을 파는 어린이 코너도 마련됩니다.",
    ],
    place: ["Marronnier Park, Daehangno", "대학로 마로니에공원"],
    district: "jongno",
    price: FREE,
    image: catalogImage("food-market"),
  },
  {
    category: "market",
    start: 17,
    days: 2,
    times: "10:00–19:00",
    title: ["Seoul Design Market at DDP", "DDP 서울디자인마켓"],
    summary: [
      "Two days of Seoul's small design brands under the DDP's silver curves.",
      "DDP의 은빛 곡선 아래 서울 소규모 디자인 브랜드의 이틀.",
    ],
    description: [
      "Over 150 small brands sell stationery, ceramics, leather goods and clothes they design and make in Seoul. The market runs on the DDP's outdoor plaza and inside Design Lab; Dongdaemun's night shopping streets are a short walk away.",
      "서울에서 직접 디자인하고 만든 문구, 도자기, 가죽 제품, 옷을 150여 개 브랜드가 판매합니다. DDP 야외 광장과 디자인랩에서 열리며, 동대문 야간 쇼핑 거리도 걸어서 가깝습니다.",
    ],
    place: ["Dongdaemun Design Plaza (DDP)", "동대문디자인플라자(DDP)"],
    district: "jung",
    venue: "ddp",
    price: FREE,
    image: catalogImage("festival-parade"),
  },
  {
    category: "market",
    start: 0,
    days: 56,
    times: "18:00–24:00",
    title: ["Gwangjang Market Night Food Alley", "광장시장 먹자골목 야간 장터"],
    summary: [
      "Mung bean pancakes, mayak gimbap and raw beef at Seoul's oldest market.",
      "서울에서 가장 오래된 시장의 빈대떡, 마약김밥, 육회.",
    ],
    description: [
      "Every evening the food alley of Gwangjang Market (since 1905) fills with steam and the smell of frying: bindaetteok mung bean pancakes ground to order, bite-sized mayak gimbap, yukhoe raw beef and makgeolli. Sit on the benches at the stalls and point; most cooks know the English names by now.",
      "1905년에 문을 연 광장시장 먹자골목은 매일 저녁 김과 부침 냄새로 가득합니다. 즉석에서 간 녹두로 부치는 빈대떡, 한입 크기 마약김밥, 육회와 막걸리를 맛보세요. 가판 앞 의자에 앉아 손가락으로 가리키면 됩니다.",
    ],
    place: ["Gwangjang Market", "광장시장"],
    district: "jongno",
    price: FREE,
    image: catalogImage("food-market"),
  },
  {
    category: "sports",
    start: 9,
    days: 1,
    times: "08:00–13:00",
    title: ["Seoul Han River Marathon", "서울 한강 마라톤"],
    summary: [
      "Full, half and 10 km courses along the river from Yeouido.",
      "여의도에서 출발하는 풀코스, 하프, 10km 강변 코스.",
    ],
    description: [
      "Run along the Han River from Yeouido Hangang Park, under the bridges and past Banpo's fountain. Full marathon starts at 08:00, half at 08:20 and 10 km at 08:40. Registration closes a week before; runners from abroad collect their bibs at the expo the day before. Expect road closures around Yeouido all morning.",
      "여의도한강공원에서 출발해 다리 아래를 지나 반포 분수까지 한강을 따라 달립니다. 풀코스 08:00, 하프 08:20, 10km 08:40 출발입니다. 참가 신청은 일주일 전에 마감되며 해외 참가자는 전날 엑스포에서 번호표를 받습니다. 오전 내내 여의도 일대 도로가 통제됩니다.",
    ],
    place: ["Yeouido Hangang Park (start and finish)", "여의도한강공원(출발·도착)"],
    district: "yeongdeungpo",
    price: krw(50000, true),
    image: catalogImage("activity-trail"),
  },
  {
    category: "sports",
    start: 16,
    days: 1,
    times: "19:00–21:00",
    title: ["K League: FC Seoul Home Match", "K리그 FC서울 홈경기"],
    summary: [
      "Football with Seoul's loudest supporters at the World Cup Stadium.",
      "서울월드컵경기장에서 열리는 FC서울 홈경기.",
    ],
    description: [
      "FC Seoul plays at home in the 2002 World Cup stadium. Sit in the north stand with the supporters' group for the chants, or on the east side for the view. Fried chicken and beer from the stadium's stalls are part of the experience.",
      "FC서울이 2002 월드컵 경기장에서 홈경기를 치릅니다. 응원가를 함께하려면 북측 서포터즈석, 경기를 잘 보려면 동측을 고르세요. 경기장 치킨과 맥주도 빼놓을 수 없습니다.",
    ],
    place: ["Seoul World Cup Stadium", "서울월드컵경기장"],
    district: "mapo",
    price: krw(16000, true),
    image: catalogImage("activity-trail"),
  },
  {
    category: "sports",
    start: 30,
    days: 1,
    times: "09:00–12:00",
    title: ["Namsan Stair Climb and Walk", "남산 계단 오르기 걷기대회"],
    summary: [
      "Climb the Namsan steps to N Seoul Tower with thousands of walkers.",
      "수천 명과 함께 남산 계단을 올라 N서울타워까지.",
    ],
    description: [
      "A walk for everyone from Namsan Park's foot up the 900 steps to N Seoul Tower, with water stops and a view over the whole city at the top. Finishers get a medal and a discount on the tower's observatory. Starts from the Namsan Library side.",
      "남산공원 아래에서 900여 개의 계단을 올라 N서울타워까지 걷는 누구나 참가할 수 있는 대회입니다. 중간에 급수대가 있고 정상에서는 서울 전경이 펼쳐집니다. 완주자에게는 메달과 전망대 할인이 주어집니다. 남산도서관 쪽에서 출발합니다.",
    ],
    place: ["Namsan Park to N Seoul Tower", "남산공원~N서울타워"],
    district: "yongsan",
    venue: "n-seoul-tower",
    price: krw(10000),
    image: catalogImage("activity-trail"),
  },
  {
    category: "sports",
    start: 41,
    days: 3,
    times: "10:00–18:00",
    title: ["Seoul Plaza Ice Rink Opening Weekend", "서울광장 스케이트장 개장 주말"],
    summary: [
      "Seoul's open-air skating rink opens in front of City Hall.",
      "시청 앞 서울광장 야외 스케이트장이 문을 엽니다.",
    ],
    description: [
      "The rink on Seoul Plaza opens for the winter with skating lessons for beginners, a figure-skating show on Saturday evening and hot fish cakes at the side. Skates and helmets are lent with the ticket; sessions last an hour.",
      "서울광장 스케이트장이 겨울 개장합니다. 초보자를 위한 스케이트 강습, 토요일 저녁 피겨 공연, 곁에서 파는 따끈한 어묵까지. 입장권에 스케이트와 헬멧 대여가 포함되며 한 회차는 한 시간입니다.",
    ],
    place: ["Seoul Plaza", "서울광장"],
    district: "jung",
    price: krw(1000),
    image: catalogImage("festival-ice"),
  },
  {
    category: "night",
    start: 4,
    days: 30,
    times: "19:00–23:00",
    title: ["Seoul Skyline from Lotte World Tower at Night", "롯데월드타워 서울스카이 야경"],
    summary: [
      "Seoul's lights from the 118th floor, with a glass floor under your feet.",
      "118층 유리 바닥 위에서 내려다보는 서울의 불빛.",
    ],
    description: [
      "Evening hours at Seoul Sky, the observatory of the 555-metre Lotte World Tower: watch the Han River bridges light up, stand on the glass floor on the 118th floor and have a drink at the café on the 120th. Sunset is the busiest slot; book a time.",
      "높이 555m 롯데월드타워의 전망대 서울스카이가 저녁에도 문을 엽니다. 한강 다리에 불이 켜지는 모습을 보고, 118층 유리 바닥에 서 보고, 120층 카페에서 한잔해 보세요. 해 질 무렵이 가장 붐비니 시간을 예약하세요.",
    ],
    place: ["Lotte World Tower, Seoul Sky", "롯데월드타워 서울스카이"],
    district: "songpa",
    venue: "lotte-world-tower-seoul-sky",
    price: krw(31000),
    image: catalogImage("festival-river-lanterns"),
  },
  {
    category: "exhibition",
    start: 14,
    days: 28,
    times: "10:00–19:00",
    title: ["Webtoon Worlds: Korean Comics Go Global", "웹툰 월드: 세계로 간 한국 만화"],
    summary: [
      "From the phone screen to Netflix: how Korean webtoons are made.",
      "휴대전화 화면에서 넷플릭스까지, 한국 웹툰이 만들어지는 과정.",
    ],
    description: [
      "Original drafts, storyboards and the drawing tablets of twenty webtoon artists whose stories became dramas and films. Draw your own four-panel strip in the workshop room and see it printed as a poster.",
      "드라마와 영화가 된 웹툰 작가 20명의 원고, 콘티, 드로잉 태블릿을 전시합니다. 체험실에서 네 컷 만화를 그려 포스터로 출력해 가세요.",
    ],
    place: ["Hongik University Street, KT&G Sangsangmadang", "홍대 KT&G 상상마당"],
    district: "mapo",
    price: krw(13000),
    image: catalogImage("festival-mask-dance"),
  },
];

/** The partner venues' ids by slug, for the seeded events at one (a venue not there leaves its events without one). */
async function venueIds(tx: SeedTx, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await tx
    .select({ id: passVenues.id, slug: passVenues.slug })
    .from(passVenues)
    .where(inArray(passVenues.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** The events' rows for a seeding day in Korea. */
export function cityEventRows(today: string, venues: ReadonlyMap<string, number>): (typeof cityEvents.$inferInsert)[] {
  return CITY_EVENT_SEEDS.map((seed) => {
    const startsOn = addDays(today, seed.start);
    return {
      category: seed.category,
      startsOn,
      endsOn: addDays(startsOn, seed.days - 1),
      times: seed.times,
      ...textColumns({
        title: seed.title,
        summary: seed.summary,
        description: seed.description,
        place: seed.place,
        price: seed.price,
      }),
      district: seed.district,
      venueId: seed.venue ? (venues.get(seed.venue) ?? null) : null,
      image: seed.image,
      link: seed.link ?? null,
    };
  });
}

export const THINGS_TO_DO_SEED_STEPS: SeedStep[] = [
  {
    // after the passes' venues: the events at a partner venue name it
    name: "city-events-v1",
    run: async (tx) => {
      const slugs = [...new Set(CITY_EVENT_SEEDS.flatMap((seed) => (seed.venue ? [seed.venue] : [])))];
      await tx.insert(cityEvents).values(cityEventRows(shopToday(new Date()), await venueIds(tx, slugs)));
    },
  },
];
