/// The flag emoji of an economy, shown beside its name in the report's rows and in `show`.
///
/// A flag is the code's two letters as regional indicator symbols (U+1F1E6 + the letter's distance
/// from `A`), which a platform draws as a flag only for a region it knows. So only the 249 assigned
/// ISO 3166-1 alpha-2 codes get one, and Kosovo's user-assigned `XK`, whose flag is in Unicode's
/// recommended set (🇽🇰, Emoji 2.0) like every other. The World Bank's other codes get none: the
/// Channel Islands (`JG`) have no flag of their own, and the aggregates' codes (`1A`, `4E`, `8S`,
/// `ZQ`, `EU`) are not countries; two unknown letters would show as two boxed letters instead.
enum FlagEmoji {
    /// The flag of `iso2` (`FR` → 🇫🇷); `nil` for a code that is not a country's.
    static func of(_ iso2: String) -> String? {
        guard codes.contains(iso2) else { return nil }
        var flag = ""
        for letter in iso2.unicodeScalars {
            guard let symbol = Unicode.Scalar(0x1F1E6 + letter.value - 0x41) else { return nil }
            flag.unicodeScalars.append(symbol)
        }
        return flag
    }

    /// `name` after its flag, when it has one: `🇫🇷 France`.
    static func named(_ name: String, iso2: String) -> String {
        of(iso2).map { "\($0) \(name)" } ?? name
    }

    /// ISO 3166-1 alpha-2, as `../shared/worldbank/iso3166-names.csv` lists it, and XK.
    private static let codes = Set(
        """
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ \
        CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO \
        FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE \
        JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO \
        MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW \
        PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM \
        TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
        """.split(separator: " ").map(String.init))
}
