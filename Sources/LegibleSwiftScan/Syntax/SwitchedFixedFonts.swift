import SwiftSyntax

/// A closure (an app function's or getter's body, read as one called in place) that is one
/// `switch` on a value the scan cannot choose on, every case of which returns a fixed font: the
/// font is fixed whichever case runs, so it is read as the smallest of them. unstoppable-wallet-ios
/// 426cdf59 `SecondaryButton.swift:36`, `titleLabel?.font = Self.font(style: style)` with `private
/// static func font(style:) -> UIFont { switch style { case .default, .transparent: return
/// .captionSB … } }` (:118), left every secondary button's fixed 12–14 pt title unreported
/// (fresh-ios26a pattern 5). One case that scales (a text style, a `UIFontMetrics` font), one not
/// read, or a case that does more than return, and the font stays unknown: which case runs is
/// not known, and one of them follows the text size.
extension FontExpressionReader {
    /// The smallest fixed font the cases of `closure`'s one `switch` return, when each returns one.
    func everyCaseFixed(_ closure: ClosureExprSyntax) -> FontReading? {
        guard closure.signature == nil, closure.statements.count == 1, let item = closure.statements.first?.item,
            let switched = item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? item.as(SwitchExprSyntax.self),
            !switched.cases.isEmpty
        else { return nil }
        var readings: [FontReading] = []
        for element in switched.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), switchCase.statements.count == 1,
                let statement = switchCase.statements.first?.item,
                let returned = statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self),
                let reading = read(returned), !reading.followsTextSize, case .fixed = reading.font
            else { return nil }
            readings.append(reading)
        }
        return FontReading.smallestFixed(readings)
    }
}

extension FontReading {
    /// Of readings that are each a fixed font, the one of the smallest size (the first of equal
    /// ones): the font a `switch` of fixed fonts or the constructions of a font-carrying type
    /// (``BuiltTypeFonts``) are reported at. `nil` for none.
    static func smallestFixed(_ readings: [FontReading]) -> FontReading? {
        func size(_ reading: FontReading) -> Double {
            guard case .fixed(let size, _, _, _) = reading.font else { return 0 }
            return size
        }
        return readings.min { size($0) < size($1) }
    }
}
