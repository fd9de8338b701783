import Foundation
import LegibleSyntax

// A view one class hands to another's property, which that class shows (issue 33; vlc-android
// 4ffb22b6): `VideoPlayerOverlayDelegate.kt:602` `player.statsDelegate.container =
// hudBinding.statsContainer` hands `player_hud.xml:37`'s `gone` stats panel to
// `VideoStatsDelegate`, whose `lateinit var container` it shows (`VideoStatsDelegate.kt:74`,
// `container.visibility = View.VISIBLE`); the panel's 24 dp close button (`player_hud.xml:116`,
// given a listener at `VideoPlayerOverlayDelegate.kt:606`) was taken as never on screen.
extension AndroidSourceFacts {
    /// `property → view keys` for each `a.b.property = binding.view` statement: a binding's view
    /// (``bindingVariables(in:)``) assigned to a property of another object (a receiver before
    /// the property, not a local name). The statement ends its line, or a block
    /// (`{ player.statsDelegate.container = audioBinding.otherContainer }`): a second view handed
    /// to the same property in a one-line function must count, or the property would look
    /// handed only one.
    static func handedViews(in code: [UInt8]) -> [String: Set<String>] {
        guard ByteSearch.contains(Array("Binding".utf8), in: code) || ByteSearch.contains(Array("binding.".utf8), in: code) else { return [:] }
        let text = String(decoding: code, as: UTF8.self)
        let bindings = bindingVariables(in: code).map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let pattern = #"[\w)?!]\s*\.\s*(\w+)\s*=\s*(?:"# + bindings + #")\s*\.\s*(\w+)\s*!*\s*(?:[;}]|$)"#
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [:] }
        var found: [String: Set<String>] = [:]
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let property = Range(match.range(at: 1), in: text), let view = Range(match.range(at: 2), in: text) else { continue }
            found[String(text[property]), default: []].insert(key(String(text[view])))
        }
        return found
    }

    /// The Kotlin properties the file declares (`lateinit var x: T`, `var x: T`) and shows by
    /// their bare name (`x.visibility = View.VISIBLE`, ``showSites(in:)``), when the name is no
    /// view the file itself binds (`aliases`).
    static func shownProperties(in code: [UInt8], aliases: [String: String]) -> Set<String> {
        var found: Set<String> = []
        for site in showSites(in: code) {
            guard let name = receiver(before: site.start, in: code), aliases[name] == nil, isBareReceiver(before: site.start, in: code),
                declaresProperty(name, in: code)
            else { continue }
            found.insert(name)
        }
        return found
    }

    /// Whether the file declares `var name:` (a Kotlin property, `lateinit` or not).
    private static func declaresProperty(_ name: String, in code: [UInt8]) -> Bool {
        let declaration = Array("var \(name)".utf8)
        return occurrences(of: declaration, in: code[...]).contains { start in
            var index = start + declaration.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            return index < code.count && code[index] == UInt8(ascii: ":")
        }
    }

    /// Whether code shows the view `id` through a property another class hands it to
    /// (``handedViews(in:)``, ``shownProperties(in:aliases:)``): only a property every file hands
    /// this one view.
    func showsHandedView(_ id: String) -> Bool {
        let key = Self.key(id)
        return shownProperties.contains { handedViews[$0] == Set([key]) }
    }
}
