import Plumb

/// Describes each active constraint for the model: its parts, where its attributes lie now and
/// its status colour.
enum ConstraintInspection {
    static func inspect(_ constraints: ConstraintCatalog, items: ItemCatalog, ambiguous: Set<ObjectIdentifier>,
                        directory: String?) -> [InspectedConstraint] {
        zip(constraints.constraints, constraints.descriptions).map { constraint, description in
            let direction = AnchorPosition.direction(of: constraint.firstItem)
            func anchor(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> InspectedAnchor? {
                guard let item, let reference = items.item(item) else { return nil }
                let value = AnchorPosition.value(attribute, of: item, direction: direction, in: items) ?? 0
                return InspectedAnchor(item: reference, attribute: attribute.rawValue, value: value)
            }
            let involved = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
            let status = constraint.isBroken ? "broken"
                : constraint.isConflicting ? "conflicting"
                : involved.contains { ambiguous.contains(ObjectIdentifier($0)) } ? "ambiguous" : "satisfied"
            return InspectedConstraint(
                number: ConstraintCatalog.name(in: description),
                description: description,
                equation: constraint.equationDescription,
                identifier: constraint.identifier,
                relation: constraint.relation.symbol,
                multiplier: constraint.multiplier,
                constant: constraint.constant,
                priority: Double(constraint.priority.rawValue),
                axis: (constraint.firstAttribute.axis ?? .horizontal).rawValue,
                first: anchor(constraint.firstItem, constraint.firstAttribute)
                    ?? InspectedAnchor(item: .view(0), attribute: constraint.firstAttribute.rawValue, value: 0),
                second: anchor(constraint.secondItem, constraint.secondAttribute),
                source: constraint.source.map { InspectorSource($0, directory: directory) },
                origin: constraint.origin,
                status: status,
                label: ConstraintLabel.text(constraint))
        }
    }
}
