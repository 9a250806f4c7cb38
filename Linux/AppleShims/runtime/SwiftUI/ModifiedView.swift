// View-harness runtime (Linux/AppleShims/README.md): what each modifier does.
import Foundation
@_spi(Harness) import UIKit

/// What a modifier the app uses does to its content, and where Apple documents it.
enum _ModKind {
  /// Drawing, layout, fonts, styles: no effect on what the tests can see or do.
  case drawing
  /// An API the harness has no behaviour for: the run stops when the view is evaluated.
  case notModelled(String)
  case hidden
  case disabled(Bool)
  case environment((inout EnvironmentValues) -> Void)
  case task(id: Any?, equals: (Any, Any) -> Bool, action: @Sendable () async -> Void)
  case appear(() -> Void)
  case disappear(() -> Void)
  case tapGesture(() -> Void)
  case onChange(value: Any, equals: (Any, Any) -> Bool, action: (Any) -> Void)
  case title(String)
  case toolbar(any ToolbarContent)
  case toolbarView(AnyView)
  case cover(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: () -> AnyView)
  /// `buttonStyle(_:)` with a custom ``ButtonStyle`` (`nil`: a primitive style, which replaces it).
  case buttonStyle(_ButtonStyleBox?)
  case background(AnyView)
  case overlay(AnyView)
  case insetTop(AnyView)
  case axElement(AccessibilityChildBehavior)
}

/// The view a modifier returns.
struct _Mod<Content: View>: View, _PrimitiveView {
  let content: Content
  let kind: _ModKind
  var body: Never { fatalError("harness: a primitive view has no body") }

  func _render(_ ctx: _Ctx) {
    let c = ctx.child("m")
    switch kind {
    case .drawing:
      _renderView(content, c)
    case .notModelled(let api):
      _HarnessContract.notModelled(api)
    case .hidden:
      // "hidden()": the view is not shown and not in the accessibility tree.
      _renderView(content, c.into(_Sink()))
    case .disabled(let disabled):
      // "disabled(_:)": controls in the content can't be used; `isEnabled` is false inside.
      var inner = c
      inner.isEnabled = ctx.isEnabled && !disabled
      inner.env.isEnabled = inner.isEnabled
      _renderView(content, inner)
    case .environment(let set):
      var inner = c
      set(&inner.env)
      _renderView(content, inner)
    case .task(let id, let equals, let action):
      // "task(priority:_:)": starts when the view appears, cancelled when it disappears.
      ctx.regs.regs.append(_AppearReg(path: c.path, kind: .task(id: id, equals: equals, action: action)))
      _renderView(content, c)
    case .appear(let action):
      // "onAppear(perform:)": runs before the view's first frame, again each time it reappears.
      ctx.regs.regs.append(_AppearReg(path: c.path, kind: .appear(action)))
      _renderView(content, c)
    case .disappear(let action):
      ctx.regs.regs.append(_AppearReg(path: c.path, kind: .disappear(action)))
      _renderView(content, c)
    case .tapGesture(let action):
      // "onTapGesture(count:perform:)": the elements become tappable, but they are not buttons.
      let sink = _Sink()
      _renderView(content, c.into(sink))
      for node in sink.nodes where node.tap == nil { node.tap = action }
      ctx.sink.nodes += sink.nodes
    case .onChange(let value, let equals, let action):
      // "onChange(of:perform:)": runs after a change of the value (not for the first value),
      // with the new value.
      let last = ctx.graph.slot(c.path + "#onChange") { _Box<Any>(value) }
      if !equals(last.value, value) {
        last.value = value
        let key = c.path
        let graph = ctx.graph
        graph.afterPass.append {
          graph.changeFired(key)
          action(value)
        }
      }
      _renderView(content, c)
    case .title(let title):
      // "navigationTitle(_:)": the title of the navigation bar while this screen is on top.
      ctx.screen?.title = title
      _renderView(content, c)
    case .toolbar(let toolbar):
      _renderView(content, c)
      _renderToolbarContent(toolbar, c.child("toolbar"))
    case .toolbarView(let items):
      _renderView(content, c)
      _placeToolbarItems(items, ToolbarItemPlacement("automatic"), c.child("toolbar"))
    case .cover(let isPresented, let onDismiss, let makeContent):
      _renderCover(content, c, isPresented: isPresented, onDismiss: onDismiss, makeContent: makeContent)
    case .buttonStyle(let style):
      // "buttonStyle(_:)": the style of the buttons in the content; the innermost one wins.
      var inner = c
      inner.env[_ButtonStyleKey.self] = style
      _renderView(content, inner)
    case .background(let other), .overlay(let other):
      _renderView(content, c)
      _renderView(other, c.child("layer"))
    case .insetTop(let inset):
      _renderView(inset, c.child("inset"))
      _renderView(content, c)
    case .axElement(let behavior):
      // "accessibilityElement(children:)": `.contain` keeps the children inside one element,
      // `.combine` makes one element reading the children's labels, `.ignore` hides them. A
      // container whose children are all hidden is not exposed (``_HarnessRule/emptyContainer``).
      let sink = _Sink()
      _renderView(content, c.into(sink))
      if behavior._kind == 1, sink.nodes.isEmpty, _HarnessRule.emptyContainer.isOn { return }
      let node = _AXNode(.other)
      switch behavior._kind {
      case 1: node.children = sink.nodes
      case 2: node.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
      default: break
      }
      ctx.emit(node)
    }
  }
}

/// A cover's presentation: whether it was on screen at the last evaluation.
final class _PresentationState {
  var wasShown = false
}

/// "fullScreenCover(isPresented:onDismiss:content:)": while the binding is true the content
/// covers the screen (the elements under it are gone from the tree and the presenter's tasks end,
/// as it disappears), built afresh on each presentation; `onDismiss` runs once the cover has gone,
/// after its dismissal animation (the harness waits 0.35 s, UIKit's default transition length).
@MainActor func _renderCover<Content: View>(
  _ content: Content, _ c: _Ctx, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
  makeContent: () -> AnyView
) {
  let graph = c.graph
  let state = graph.slot(c.path + "#cover") { _PresentationState() }
  var under = c
  under.regs = c.regs.childCollector()
  _renderView(content, under)
  let shown = isPresented.wrappedValue
  if shown {
    under.regs.hideAll()
    let layer = _Sink()
    graph.layers.append(layer)
    var cover = c.child("cover").into(layer)
    cover.screen = nil
    cover.regs = c.regs.childCollector()
    _renderView(makeContent(), cover)
  }
  if state.wasShown, !shown, let onDismiss {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
      _onMainActor {
        onDismiss()
        graph.invalidate("onDismiss")
      }
    }
  }
  state.wasShown = shown
}
