/// Views whose visibility one `if` on a field decides, the field false unless something sets it
/// (issue 33): OpenKeychain's vendored MaterialChipsInput `ChipView.setDeletable(boolean)`
/// (`ChipView.java:227-237`) runs `if (!mDeletable) mDeleteButton.setVisibility(GONE); else
/// mDeleteButton.setVisibility(VISIBLE);`, and `mDeletable` is `false` (`:35`) unless a caller
/// asks for a deletable chip, which OpenKeychain's never does. `chip_view.xml:29`, the 24 dp
/// delete button, was a target.small error about a button that is hidden by default. Whether any
/// caller passes `true` is not knowable by reading text, so such a view's target is a note that
/// says when it shows.
extension AndroidSourceFacts {
    /// The `layout/id` keys (of the layouts the file names) of the views shown only in the branch of an `if` on a Java field (`mX`,
    /// `this.x`) that is `true`, whose other branch hides the same view with a constant, the
    /// field declared `boolean` with no value or `false` in the file → `mX`; and the ids any other
    /// show in the file makes visible.
    static func fieldBranchShows(in code: [UInt8], aliases: [String: String], isJava: Bool) -> (branch: [String: String], plain: Set<String>) {
        var branch: [String: String] = [:]
        var plain = Set(viewsShownThroughParameters(in: code, aliases: aliases, isJava: isJava) + remoteViewsShown(in: code))
        let hides = hideSites(in: code)
        let layouts = layoutsNamed(in: code)
        for site in showSites(in: code) {
            let receiver = receiver(before: site.start, in: code)
            let ids = AndroidSourceFacts.receiverViews(receiver, before: site.start, in: code, aliases: aliases)
            if let receiver, receiver != "it", let field = fieldBranch(at: site.start, receiver: receiver, hides: hides, in: code) {
                // Only in the layouts the file names: MaterialChipsInput's `DetailedChipView.java`
                // shows its own `delete_button` (`detailed_chip_view.xml:64`) always.
                for id in ids { for layout in layouts { branch["\(layout)/\(id)"] = field } }
            } else {
                plain.formUnion(ids)
            }
        }
        return (branch, plain)
    }

    /// The field whose `if` shows the receiver at `start` when true, hiding it in the other branch.
    static func fieldBranch(at start: Int, receiver: String, hides: [Int], in code: [UInt8]) -> String? {
        guard let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 4000),
            let close = matchingBrace(after: open, in: code)
        else { return nil }
        let header = String(decoding: code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)..<open], as: UTF8.self)
            .trimmingWhitespace
        var condition: String
        var otherBlock: Range<Int>
        var showsWhenTrue: Bool
        if header == "else" {
            // `} else {`: the then-block is the one that closes just before `else`.
            let index = AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300) - 1
            guard index > 0, code[index] == UInt8(ascii: "}"), let thenOpen = AndroidTextSetterFacts.unmatchedBrace(before: index, in: code, window: 4000)
            else { return nil }
            condition =
                String(decoding: code[AndroidTextSetterFacts.headerStart(before: thenOpen, in: code, window: 300)..<thenOpen], as: UTF8.self)
                .trimmingWhitespace
            otherBlock = thenOpen..<index
            showsWhenTrue = false
        } else {
            var after = close + 1
            while after < code.count, [UInt8(ascii: " "), UInt8(ascii: "\n")].contains(code[after]) { after += 1 }
            guard code[after...].starts(with: Array("else".utf8)), let elseOpen = code[after...].prefix(40).firstIndex(of: UInt8(ascii: "{")),
                let elseClose = matchingBrace(after: elseOpen, in: code)
            else { return nil }
            condition = header
            otherBlock = elseOpen..<elseClose
            showsWhenTrue = true
        }
        guard condition.hasPrefix("if"), let field = fieldTested(String(condition.dropFirst(2)).trimmingWhitespace) else { return nil }
        // `if (!mDeletable)`: the branches swap.
        if field.negated { showsWhenTrue.toggle() }
        guard showsWhenTrue, hides.contains(where: { otherBlock.contains($0) && Self.receiver(before: $0, in: code) == receiver }),
            declaresFalseBoolean(field.name, in: code)
        else { return nil }
        return field.name
    }

    /// `(!mDeletable)` → `mDeletable`, negated; `nil` for any condition but one field.
    static func fieldTested(_ condition: String) -> (name: String, negated: Bool)? {
        guard condition.hasPrefix("("), condition.hasSuffix(")") else { return nil }
        var inner = String(condition.dropFirst().dropLast()).trimmingWhitespace
        let negated = inner.hasPrefix("!")
        if negated { inner = String(inner.dropFirst()).trimmingWhitespace }
        if inner.hasPrefix("this.") { inner = String(inner.dropFirst(5)) }
        guard !inner.isEmpty, inner.utf8.allSatisfy(isIdentifierByte) else { return nil }
        let isMember = inner.count > 1 && inner.hasPrefix("m") && inner.dropFirst().first?.isUppercase == true
        return isMember || condition.contains("this.") ? (inner, negated) : nil
    }

    /// Whether the file declares `boolean name;` or `boolean name = false;`.
    static func declaresFalseBoolean(_ name: String, in code: [UInt8]) -> Bool {
        let text = String(decoding: code, as: UTF8.self)
        return text.contains("boolean \(name);") || text.contains("boolean \(name) = false;")
    }

    /// The `}` that closes the `{` at `open`, within `limit` bytes (4000 unless said).
    static func matchingBrace(after open: Int, in code: [UInt8], within limit: Int = 4000) -> Int? {
        var depth = 0
        var index = open
        while index < code.count, index - open < limit {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The field that alone decides whether code shows the view `id` of `layout`
    /// (``fieldBranchShows(in:aliases:isJava:)``), when no other code shows it.
    func shownOnlyWhenFieldSet(_ id: String, inLayout layout: String) -> String? {
        let key = Self.key(id)
        return shownInCode.contains(key) && !plainShows.contains(key) ? fieldShows["\(Self.key(layout))/\(key)"] : nil
    }
}
