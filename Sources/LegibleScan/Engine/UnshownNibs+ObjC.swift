import Foundation

/// What Objective-C code says of a nib's classes (element-ios 6c0bb4f6, fresh-ios22a class 1:
/// about 146 errors and warnings on MatrixKit nibs the app never loads).
///
/// An import, a forward `@class`, a pointer type (`Name *cell`) and a class's own declaration
/// make nothing, and neither does the code of the class itself, which runs only when other code
/// makes one: `MXKTableViewCellWithLabelAndImageView.xib:20`, whose class only its own `.h`/`.m`
/// and the umbrella header `MatrixKit.h` (`#import` lines only) name. One step further, a nib
/// whose class only the `@implementation` of a class no code makes names is on no screen either
/// (`MXKPushRuleTableViewCell.xib`, dequeued only by `MXKNotificationSettingsViewController.m`,
/// a controller no file names but in imports). A `+load` method runs whether or not code names
/// its class, so a class with one is never called unused.
extension UnshownNibs {
    /// The bytes with each `#import`, `#include`, `@import` and `@class` line blanked (its
    /// newline kept): such a line names files and classes but loads and makes nothing.
    static func withoutImports(_ bytes: [UInt8]) -> [UInt8] {
        let directives: [[UInt8]] = ["#import", "#include", "@import", "@class"].map { Array($0.utf8) }
        guard bytes.contains(35) || bytes.contains(64) else { return bytes }  // # @
        var result = bytes
        var start = 0
        while start < result.count {
            var end = start
            while end < result.count, result[end] != 10 { end += 1 }
            var first = start
            while first < end, result[first] == 32 || result[first] == 9 { first += 1 }
            let isDirective = directives.contains { directive in
                first + directive.count <= end && Array(result[first..<first + directive.count]) == directive
                    && (first + directive.count == end || [32, 9, 34, 60].contains(result[first + directive.count]))  // space, tab, " <
            }
            if isDirective { for index in first..<end { result[index] = 32 } }
            start = end + 1
        }
        return result
    }

    /// The `.h` files in the folders of the Objective-C files `paths` holds, which no reader
    /// reads: a subclass is declared there (`@interface RoomOutgoingTextMsgWithoutSenderInfoBubbleCell :
    /// MXKRoomOutgoingTextMsgWithoutSenderInfoBubbleCell`, element-ios 6c0bb4f6), and its code
    /// may load the superclass's nib by its runtime class.
    static func headers(beside paths: [String]) -> [String] {
        let folders = Set(paths.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }.map { ($0 as NSString).deletingLastPathComponent })
        return folders.sorted().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".h") }.sorted().map {
                (folder as NSString).appendingPathComponent($0)
            }
        }
    }

    /// The lines where the Objective-C file `mentions` names one of `words` other than in an
    /// import, a pointer type or a declaration, outside the `@implementation`s (and categories)
    /// of the classes in `own`.
    static func namingLines(_ mentions: ObjCClassMentions, words: Set<Substring>, own: Set<Substring>) -> [Int] {
        let ownCode = mentions.implementations.filter { own.contains($0.name) }.map(\.lines)
        return words.flatMap { mentions.lines[$0] ?? [] }.filter { line in !ownCode.contains { $0.contains(line) } }
    }

    /// Whether the Objective-C file `mentions` names one of `words` only in the code of the
    /// classes in `own`.
    static func namesOnlyInOwnCode(_ mentions: ObjCClassMentions, words: Set<Substring>, own: Set<Substring>) -> Bool {
        words.contains { mentions.lines[$0] != nil } && namingLines(mentions, words: words, own: own).isEmpty
    }

    /// The classes whose `@implementation` in the Objective-C file `mentions` holds each line
    /// naming one of `words` outside `own`'s code, or `nil` when a line is outside any (a header's
    /// superclass, a function, a macro) or in a class of `words`.
    static func implementations(naming words: Set<Substring>, in mentions: ObjCClassMentions, own: Set<Substring>) -> [Substring]? {
        var types: [Substring] = []
        for line in namingLines(mentions, words: words, own: own) {
            guard let type = mentions.implementations.first(where: { $0.lines.contains(line) })?.name, !words.contains(type) else { return nil }
            if !types.contains(type) { types.append(type) }
        }
        return types
    }

    /// Whether a storyboard or xib names `type` where loading it may make one: anywhere but as a
    /// xib's File's Owner, which the code loading the nib made before (element-ios 6c0bb4f6
    /// `MXKContactListViewController.xib:11`, the File's Owner of a controller no code makes, kept
    /// `MXKContactTableCell.xib`, which only that controller dequeues, judged).
    func interfaceMayMake(_ type: String, besides nib: String? = nil) -> Bool {
        interfaceTexts.contains { path, text in
            path != nib
                && Self.containsWord(text, type)
                && text.split(separator: "\n").contains { line in
                    !line.contains("placeholderIdentifier=\"IBFilesOwner\"") && Self.containsWord(String(line), type)
                }
        }
    }
}
