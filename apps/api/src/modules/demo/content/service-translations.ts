/**
 * The demo services' titles in Sinhala and Tamil, so the languages show in the catalogue out of
 * the box (docs/architecture.md#languages); their descriptions stay English, as an owner who
 * translated only the titles would leave them. Keyed as in services.ts.
 */
export const demoServiceTitles: Readonly<Record<string, { si: string; ta: string }>> = {
  'ladies-cut': {
    si: 'කාන්තා හිසකෙස් කැපීම සහ බ්ලෝ-ඩ්‍රයි',
    ta: 'பெண்களுக்கான முடி வெட்டுதல் & ப்ளோ-ட்ரை',
  },
  'gents-cut': {
    si: 'පිරිමි හිසකෙස් කැපීම සහ රැවුල සැකසීම',
    ta: 'ஆண்களுக்கான முடி வெட்டுதல் & தாடி சீரமைப்பு',
  },
  keratin: {
    si: 'කෙරටින් හිසකෙස් සුමට කිරීමේ ප්‍රතිකාරය',
    ta: 'கெரட்டின் முடி மென்மையாக்கும் சிகிச்சை',
  },
  'global-colour': { si: 'සම්පූර්ණ හිසකෙස් වර්ණ ගැන්වීම', ta: 'முழு முடி நிறமூட்டல்' },
  'occasion-blow-dry': {
    si: 'උත්සව සඳහා බ්ලෝ-ඩ්‍රයි සහ රැලි',
    ta: 'விசேஷ நிகழ்வுக்கான ப்ளோ-ட்ரை & சுருள்கள்',
  },
  'classic-manicure': { si: 'සම්මත මැනිකියුර්', ta: 'கிளாசிக் மெனிக்யூர்' },
  'gel-manicure': { si: 'ජෙල් මැනිකියුර්', ta: 'ஜெல் மெனிக்யூர்' },
  'spa-pedicure': { si: 'ලෝටස් ස්පා පෙඩිකියුර්', ta: 'லோட்டஸ் ஸ்பா பெடிக்யூர்' },
  'nail-art': {
    si: 'ඇක්‍රිලික් නියපොතු දිගු කිරීම සහ නියපොතු කලාව',
    ta: 'அக்ரிலிக் நக நீட்டிப்பு & நகக் கலை',
  },
  'gold-facial': { si: '24K රන් දීප්තිය ෆේෂල්', ta: '24K தங்கப் பொலிவு ஃபேஷியல்' },
  'hydra-facial': { si: 'හයිඩ්‍රා බූස්ට් ෆේෂල්', ta: 'ஹைட்ரா பூஸ்ட் ஃபேஷியல்' },
  'deep-cleansing': { si: 'ගැඹුරින් පිරිසිදු කරන ෆේෂල්', ta: 'ஆழமான சுத்திகரிப்பு ஃபேஷியல்' },
  'herbal-facial': { si: 'ආයුර්වේද ඖෂධීය ෆේෂල්', ta: 'ஆயுர்வேத மூலிகை ஃபேஷியல்' },
  threading: { si: 'ඇහිබැම ත්‍රෙඩින් සහ හැඩගැන්වීම', ta: 'புருவ த்ரெடிங் & வடிவமைப்பு' },
  'bridal-makeup': {
    si: 'මනාලියගේ වේශ නිරූපණය (උඩරට හෝ බටහිර)',
    ta: 'மணப்பெண் ஒப்பனை (கண்டிய அல்லது மேற்கத்திய)',
  },
  'homecoming-look': {
    si: 'ගෝයිං-අවේ සහ දෙවැනි ගමන සඳහා පෙනුම',
    ta: 'கோயிங்-அவே & ஹோம்கமிங் தோற்றம்',
  },
  'party-makeup': { si: 'සාද සහ සවස් වරුවේ වේශ නිරූපණය', ta: 'விருந்து & மாலை நேர ஒப்பனை' },
  'bridesmaid-makeup': {
    si: 'යෙහෙළියන් සහ විවාහ ගිවිසගැනීම සඳහා වේශ නිරූපණය',
    ta: 'மணப்பெண் தோழி & நிச்சயதார்த்த ஒப்பனை',
  },
};
