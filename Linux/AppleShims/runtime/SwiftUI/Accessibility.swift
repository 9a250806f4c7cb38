// View-harness runtime (Linux/AppleShims/README.md): accessibility modifiers.
import Foundation
@_spi(Harness) import UIKit

// MARK: - Accessibility modifiers

enum _AXOp {
  case inert
  case hidden(Bool)
  case label(Text), hint(Text), value(Text)
  case identifier(String)
  case addTraits(AccessibilityTraits), removeTraits(AccessibilityTraits)
}

/// The accessibility modifiers act on the elements their content produces: a label replaces the
/// elements' labels (and, as "accessibilityLabel(_:)" does, what their children read), a value
/// sets it, an identifier follows ``_HarnessRule/containerIdentifier`` (``_identify``), `isHeader`
/// and `isSelected` set those traits, `isImage` makes an element an image ("isImage": "the
/// accessibility element is an image"), `accessibilityHidden(true)` removes the elements.
extension ModifiedContent: _PrimitiveView where Content: View, Modifier == AccessibilityAttachmentModifier {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(content, ctx.child("ax").into(sink))
    switch modifier._op {
    case .hidden(true): return
    case .inert, .hidden(false): break
    case .label(let t): for n in sink.nodes { n.label = t._resolve(); n.children = [] }
    case .hint(let t): for n in sink.nodes { n.hint = t._resolve() }
    case .value(let t): for n in sink.nodes { n.value = t._resolve() }
    case .identifier(let id): _identify(sink, id, at: ctx)
    case .addTraits(let t):
      for n in sink.nodes {
        if t.contains(.isHeader) { n.isHeader = true }
        if t.contains(.isSelected) { n.isSelected = true }
        if t.contains(.isImage), n.role == .other { n.role = .image }
      }
    case .removeTraits: break
    }
    ctx.sink.nodes += sink.nodes
  }
}

/// "accessibilityIdentifier(_:)" on the elements `sink` holds, the content of a modifier at `ctx`
/// (``_HarnessRule/containerIdentifier``): an element whose own view it is written on takes it,
/// but for a `List`'s element; on a plain container it makes no element of its own and the
/// elements inside without an identifier of their own take it (so the innermost container's
/// wins), a `List`'s element among them. With the rule off, the identifier stays on the view it is
/// written on: a `List`'s element takes it, and a plain container becomes an element of its own.
@MainActor func _identify(_ sink: _Sink, _ id: String, at ctx: _Ctx) {
  let rule = _HarnessRule.containerIdentifier.isOn
  let inside = sink.nodes.filter { $0.containerDepth > ctx.containerDepth }
  if !rule, !inside.isEmpty {
    let container = _AXNode(.other)
    container.identifier = id
    container.children = inside
    container.containerDepth = ctx.containerDepth
    sink.nodes = sink.nodes.filter { $0.containerDepth <= ctx.containerDepth } + [container]
  }
  for n in sink.nodes {
    if n.containerDepth > ctx.containerDepth {
      if n.identifier.isEmpty { n.identifier = id }
    } else if !n.isList || !rule {
      n.identifier = id
    }
  }
}
