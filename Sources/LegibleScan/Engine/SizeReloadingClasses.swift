import LegibleReporting

/// A table's rows whose fonts are set again when the text size changes, because a class up the
/// controller's superclass chain observes `UIContentSizeCategoryDidChangeNotification` and its
/// handler reloads the table. OsmAnd-iOS bb362bba: `OASuperViewController.m:51` registers
/// `onContentSizeChanged:` through its own `addNotification:selector:` helper,
/// `OABaseNavbarViewController.m:1054-1058` overrides it to reload the table, whose
/// `tableView:cellForRowAtIndexPath:` returns `[self getRow:indexPath]` (:1243-1246); so the
/// Body style `WikipediaCacheSizeViewController.swift:76` sets in its `getRow` is set again at
/// the new size, and `text.not-live` there was wrong (fresh-ios24c, pattern 2).
///
/// The readers record what each file shows (``ScanFileResult/setInCode``, keys below); this pass
/// follows the chain across files and languages. The handler is the nearest implementation of the
/// observed selector from the controller up: one that calls `reloadData` refreshes, one that calls
/// `super`'s defers to the next, any other (an empty base, `OACompoundViewController`'s; an override
/// that only relays out, `OAEditPointViewController.mm:999`) does not. Only fonts set in a row or
/// header provider (`cellForRow…`, `cellForItem…`, `viewForHeader…`, `viewForFooter…`, or a method
/// such a provider up the chain calls on `self`) are counted: a font set in `viewDidLoad` is not set again.
package enum SizeReloadingClasses {
    /// How a content-size handler treats the table.
    package enum HandlerKind: String, Sendable {
        /// It calls `reloadData`.
        case reloads
        /// It calls `super`'s handler (and does not reload itself).
        case callsSuper = "super"
        /// Anything else: it does not set the rows' fonts again.
        case keeps
    }

    /// `Type` registers `base` (a selector's first part, `onContentSizeChanged`) for the notification.
    package static func observerKey(type: String, base: String) -> String { "sizeObserver|\(type)|\(base)" }

    /// `Type` implements the handler `base` in the way `kind` says.
    package static func handlerKey(type: String, base: String, kind: HandlerKind) -> String { "sizeHandler|\(type)|\(base)|\(kind.rawValue)" }

    /// `Type`'s row provider calls `base` on `self` (`[self getRow:indexPath]`).
    package static func rowMakerKey(type: String, base: String) -> String { "sizeRowMaker|\(type)|\(base)" }

    /// A text style set without the flag at `file:line`, in `method` of `Type` (`getRow:`,
    /// `tableView(_:cellForRowAt:)`).
    package static func candidateKey(type: String, method: String, file: String, line: Int) -> String {
        "sizeCandidate|\(type)|\(method)|\(line)|\(file)"
    }

    /// Whether a handler's name says it is about the text size: only such handlers (and those a
    /// file observes itself) are recorded, so the records stay few.
    package static func namesSizeHandler(_ base: String) -> Bool {
        ["ContentSize", "SizeCategory", "contentSize", "sizeCategory", "DynamicType", "dynamicType", "TextSize", "textSize"].contains {
            base.contains($0)
        }
    }

    /// Whether `method` provides a table's or collection's rows or section headers.
    package static func isRowProvider(_ method: String) -> Bool {
        ["cellForRow", "cellForItem", "viewForHeader", "viewForFooter", "viewForSupplementaryElement"].contains { method.contains($0) }
    }

    /// A selector's or Swift function's first part: `getRow` for `getRow:` and `getRow(_:)`.
    package static func base(of method: String) -> String {
        String(method.prefix { $0 != ":" && $0 != "(" })
    }

    /// Removes `text.not-live` findings about fonts set in rows the chain reloads on a size change.
    static func apply(to records: inout [ScanFindingRecord], setInCode: Set<String>, superclasses: [String: String]) {
        var facts = Facts()
        for key in setInCode where key.hasPrefix("size") { facts.read(key) }
        guard !facts.candidates.isEmpty, !facts.observers.isEmpty else { return }
        var live: Set<String> = []
        for candidate in facts.candidates {
            let chain = Self.chain(of: candidate.type, superclasses: superclasses)
            guard facts.rowRuns(candidate.method, chain: chain), facts.reloadsOnSizeChange(chain) else { continue }
            live.insert("\(candidate.line)|\(candidate.file)")
        }
        guard !live.isEmpty else { return }
        records.removeAll { record in
            guard record.finding.rule == ScanRules.textNotLive.id, let location = record.finding.location, let line = location.line else { return false }
            return live.contains("\(line)|\(location.file)")
        }
    }

    /// `type` and its superclasses, nearest first (a cycle stops the walk).
    private static func chain(of type: String, superclasses: [String: String]) -> [String] {
        var chain = [type]
        while let next = superclasses[chain[chain.count - 1]], !chain.contains(next), chain.count < 64 { chain.append(next) }
        return chain
    }

    /// The records read back.
    private struct Facts {
        var observers: [String: Set<String>] = [:]
        var handlers: [String: [String: HandlerKind]] = [:]
        var rowMakers: [String: Set<String>] = [:]
        var candidates: [(type: String, method: String, line: Int, file: String)] = []

        mutating func read(_ key: String) {
            let parts = key.split(separator: "|", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            switch parts[0] {
            case "sizeObserver" where parts.count == 3: observers[parts[1], default: []].insert(parts[2])
            case "sizeHandler" where parts.count == 4:
                guard let kind = HandlerKind(rawValue: parts[3]) else { return }
                // Two records of one class (an `#if`) that disagree count as not refreshing.
                let old = handlers[parts[1]]?[parts[2]]
                handlers[parts[1], default: [:]][parts[2]] = old == nil || old == kind ? kind : .keeps
            case "sizeRowMaker" where parts.count == 3: rowMakers[parts[1], default: []].insert(parts[2])
            case "sizeCandidate" where parts.count == 5:
                guard let line = Int(parts[3]) else { return }
                candidates.append((parts[1], parts[2], line, parts[4]))
            default: break
            }
        }

        /// Whether `method` runs when the table reloads: a row provider, or what one up the chain calls.
        func rowRuns(_ method: String, chain: [String]) -> Bool {
            if SizeReloadingClasses.isRowProvider(method) { return true }
            let base = SizeReloadingClasses.base(of: method)
            return chain.contains { rowMakers[$0]?.contains(base) == true }
        }

        /// Whether a selector some class of `chain` observes is handled, nearest implementation
        /// first, by one that reloads the table.
        func reloadsOnSizeChange(_ chain: [String]) -> Bool {
            let observed = chain.reduce(into: Set<String>()) { $0.formUnion(observers[$1] ?? []) }
            return observed.contains { base in
                for type in chain {
                    switch handlers[type]?[base] {
                    case .reloads?: return true
                    case .keeps?: return false
                    case .callsSuper?, nil: continue
                    }
                }
                return false
            }
        }
    }
}
