#!/usr/bin/env python3
"""Writes N realistic Swift screen files (about 200 lines each) for the `legible scan` speed
benchmark: two thirds SwiftUI views (stacks, lists, buttons, modifiers, previews), one third UIKit
view controllers (labels and buttons configured in code, Auto Layout constraints). Every file has
a few patterns the scan reports (a fixed font, a clamped range, a small button, a shrinking label)
among many it must read and leave alone. Deterministic: the same N gives the same files.

usage: make-swift-views.py OUTPUT_DIR [N=2000]
"""
import os
import random
import sys

STYLES = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"]
COLORS = ['Color("Brand")', ".primary", ".secondary", "Color(.systemBackground)", ".white", "Color.blue", 'Color("Card")']
WORDS = ["profile", "settings", "order", "cart", "account", "message", "photo", "event", "ticket", "payment", "review", "search"]


def swiftui_file(index, rng):
    name = rng.choice(WORDS).capitalize() + f"Screen{index}"
    lines = ["import SwiftUI", "", f"struct {name}: View {{", "    @State private var isOn = false",
             "    @State private var count = 0", "    @ScaledMetric private var iconSize = 24.0", "    let items: [String]", "",
             "    var body: some View {", "        NavigationStack {", "            List {"]
    for row in range(34):
        key = f"{name.lower()}.row{row}"
        kind = row % 7
        if kind == 0:
            lines += [f'                Text("{key}.title")', f"                    .font(.{rng.choice(STYLES)})",
                      f"                    .foregroundStyle({rng.choice(COLORS)})", "                    .lineLimit(2)"]
        elif kind == 1:
            lines += ["                HStack(spacing: 12) {", '                    Image(systemName: "star.fill")',
                      "                        .font(.system(size: iconSize))", f'                    Text("{key}.label")',
                      "                        .font(.body)", "                    Spacer()", "                }"]
        elif kind == 2:
            lines += [f'                Button("{key}.action") {{', "                    count += 1", "                }",
                      "                .buttonStyle(.borderedProminent)", "                .frame(minHeight: 44)"]
        elif kind == 3:
            lines += [f'                Toggle("{key}.toggle", isOn: $isOn)', "                    .tint(.green)"]
        elif kind == 4:
            size = rng.choice([11, 13, 15, 17, 20])
            lines += [f'                Text("{key}.detail")', f"                    .font(.system(size: {size}, weight: .medium))",
                      "                    .frame(width: 180, alignment: .leading)", "                    .padding(.vertical, 4)"]
        elif kind == 5:
            lines += ["                VStack(alignment: .leading, spacing: 4) {", f'                    Text("{key}.heading")',
                      "                        .font(.headline)", f'                    Text("{key}.body")',
                      "                        .font(.subheadline)", "                        .foregroundStyle(.secondary)",
                      "                }", "                .padding(.vertical, 8)"]
        else:
            lines += ['                Image(systemName: "xmark.circle")', "                    .frame(width: 28, height: 28)",
                      "                    .onTapGesture { count = 0 }"]
    lines += ["            }", f'            .navigationTitle("{name.lower()}.title")', "            .toolbar {",
              "                ToolbarItem(placement: .primaryAction) {", '                    Button { count += 1 } label: {',
              '                        Image(systemName: "plus")', "                    }", "                }", "            }",
              "        }", "        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)" if index % 5 == 0 else "        .tint(.accentColor)", "    }", "",
              "    private func rowTitle(_ index: Int) -> String {", "        guard index < items.count else { return \"\" }",
              "        return items[index]", "    }", "}", "", f"#Preview {{", f'    {name}(items: ["a", "b", "c"])', "}", ""]
    return lines


def uikit_file(index, rng):
    name = rng.choice(WORDS).capitalize() + f"ViewController{index}"
    lines = ["import UIKit", "", f"final class {name}: UIViewController {{", "    private let titleLabel = UILabel()",
             "    private let subtitleLabel = UILabel()", "    private let priceLabel = UILabel()", "    private let actionButton = UIButton(type: .system)",
             "    private let stack = UIStackView()", "", "    override func viewDidLoad() {", "        super.viewDidLoad()",
             "        view.backgroundColor = .systemBackground", "        configureLabels()", "        configureButton()",
             "        layout()", "    }", "", "    private func configureLabels() {"]
    style = rng.choice(["headline", "title2", "body"])
    lines += [f"        titleLabel.font = .preferredFont(forTextStyle: .{style})", "        titleLabel.adjustsFontForContentSizeCategory = true",
              "        titleLabel.numberOfLines = 0", f'        titleLabel.text = NSLocalizedString("{name}.title", comment: "Screen title")',
              "        titleLabel.textColor = .label", f"        subtitleLabel.font = UIFont.systemFont(ofSize: {rng.choice([13, 15])})",
              "        subtitleLabel.textColor = .secondaryLabel", "        subtitleLabel.numberOfLines = 2",
              "        priceLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: .boldSystemFont(ofSize: 20))",
              "        priceLabel.adjustsFontSizeToFitWidth = true", "        priceLabel.minimumScaleFactor = 0.6", "    }", ""]
    lines += ["    private func configureButton() {", f'        actionButton.setTitle(NSLocalizedString("{name}.action", comment: ""), for: .normal)',
              "        actionButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)", "        actionButton.setTitleColor(.white, for: .normal)",
              "        actionButton.backgroundColor = .systemBlue", "        actionButton.layer.cornerRadius = 12",
              "        actionButton.addTarget(self, action: #selector(didTap), for: .touchUpInside)", "    }", "",
              "    private func layout() {", "        stack.axis = .vertical", "        stack.spacing = 8",
              "        stack.translatesAutoresizingMaskIntoConstraints = false",
              "        [titleLabel, subtitleLabel, priceLabel, actionButton].forEach(stack.addArrangedSubview)", "        view.addSubview(stack)",
              "        NSLayoutConstraint.activate(["]
    for anchor in ["leading", "trailing"]:
        sign = "" if anchor == "leading" else "-"
        lines.append(f"            stack.{anchor}Anchor.constraint(equalTo: view.layoutMarginsGuide.{anchor}Anchor, constant: {sign}16),")
    lines += ["            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),",
              "            actionButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),", "        ])", "    }", ""]
    for method in range(12):
        lines += [f"    private func helper{method}(_ value: Int) -> String {{", f"        let formatter = NumberFormatter()",
                  "        formatter.numberStyle = .decimal", f"        let scaled = value * {method + 2}",
                  "        if scaled > 1000 {", '            return formatter.string(from: NSNumber(value: scaled / 1000)) ?? ""',
                  "        }", '        return formatter.string(from: NSNumber(value: scaled)) ?? ""', "    }", ""]
    lines += ["    @objc private func didTap() {", "        titleLabel.text = helper0(1)", "    }", "}", ""]
    return lines


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rng = random.Random(23)
    for index in range(count):
        folder = os.path.join(out, f"Feature{index // 100:02d}")
        os.makedirs(folder, exist_ok=True)
        lines = uikit_file(index, rng) if index % 3 == 2 else swiftui_file(index, rng)
        with open(os.path.join(folder, f"Screen{index:04d}.swift"), "w") as handle:
            handle.write("\n".join(lines))


if __name__ == "__main__":
    main()
