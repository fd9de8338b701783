/// What a helper class sets on a prototype cell's style labels, for the controller that holds
/// it: Habitica aafd43ae `SkillsTaskTableViewDataSource.swift:33` dequeues the prototype `Cell`
/// and sets `cell.textLabel?.textColor`, and `SkillsTaskTableViewController`, the scene's class
/// (`Main.storyboard:2443`), holds it as `private var dataSource: SkillsTaskTableViewDataSource?`.
/// The Swift reader records `Helper.cell[ID].textLabel.textColor` and `Owner.@holds.Helper`
/// (``ScanFileResult/setInCode``); this adds `Owner.cell[ID].textLabel.textColor`, the name the
/// scene's prototype label has (``CellStyleOutlets``). Only dequeued cells' records are carried
/// over: a helper's other views are its own.
public enum HelperCellCode {
    private static let marker = ".@holds."

    /// The record that class `owner` holds an instance of class `helper`.
    public static func record(owner: String, helper: String) -> String { "\(owner)\(marker)\(helper)" }

    /// `setInCode` with each helper's dequeued-cell records given to every class that holds it.
    static func expanded(_ setInCode: Set<String>) -> Set<String> {
        var holders: [String: [String]] = [:]
        for record in setInCode {
            guard let range = record.range(of: marker) else { continue }
            holders[String(record[range.upperBound...]), default: []].append(String(record[..<range.lowerBound]))
        }
        guard !holders.isEmpty else { return setInCode }
        var result = setInCode
        for record in setInCode {
            guard let range = record.range(of: ".cell["), let owners = holders[String(record[..<range.lowerBound])] else { continue }
            for owner in owners { result.insert(owner + record[range.lowerBound...]) }
        }
        return result
    }
}
