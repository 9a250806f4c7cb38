#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import ShopMenu
  import SwiftUI

  /// The menu in its full-screen cover: a stack of levels (never split columns, also on iPad),
  /// each a list titled with its level's label and a Close button.
  @MainActor
  struct MenuView: View {
    @ObservedObject var model: ShopAppModel

    var body: some View {
      NavigationView {
        MenuLevelView(model: model, level: nil, depth: 0)
      }
      .navigationViewStyle(.stack)
    }
  }

  /// One level of the menu. The top level also shows the load state, the stale banner and
  /// search. Pushing and popping levels is driven by the model's ``ShopAppModel/path``: each
  /// category row is a `NavigationLink(isActive:)` that is active while the path runs through it.
  @MainActor
  struct MenuLevelView: View {
    @ObservedObject var model: ShopAppModel
    /// The category whose entries this level lists; `nil` for the top level.
    let level: MenuEntry.ID?
    /// How many levels are above this one (0 for the top level).
    let depth: Int

    var body: some View {
      content
        .navigationTitle(model.title(of: level))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) {
            Button {
              model.closeMenu()
            } label: {
              Text(Strings.close)
            }
            .accessibilityHint(Text(Strings.closeHint))
            .accessibilityIdentifier(AccessibilityID.menuClose)
          }
        }
    }

    @ViewBuilder private var content: some View {
      if level == nil {
        switch model.menuState {
        case .loading:
          MenuLoadingView()
        case .failed(let error):
          FailureView(
            title: Text(Strings.menuFailedTitle), message: Text(Strings.message(for: error)),
            messageHint: Text(verbatim: error.description), containerID: AccessibilityID.menuFailed,
            messageID: AccessibilityID.menuFailedMessage, retryID: AccessibilityID.menuRetry
          ) {
            Task { await model.retry() }
          }
        case .ready, .stale:
          topLevel
        }
      } else {
        entries(model.groups(under: level))
      }
    }

    /// The top level: its entries, or search results while there is a query.
    private var topLevel: some View {
      Group {
        if model.searchQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
          entries(model.groups(under: nil))
        } else {
          SearchResultsView(model: model)
        }
      }
      .searchable(
        text: $model.searchQuery, placement: .navigationBarDrawer(displayMode: .always),
        prompt: Text(Strings.searchPrompt)
      )
      .safeAreaInset(edge: .top, spacing: 0) {
        if case .stale(let snapshot, _) = model.menuState {
          StaleBanner(snapshot: snapshot)
        }
      }
    }

    /// One list section per group: untitled for loose entries, titled for a myToys section.
    private func entries(_ groups: [MenuGroup]) -> some View {
      List {
        ForEach(groups) { group in
          Section(header: header(group.title)) {
            ForEach(group.entries) { entry in
              row(entry)
            }
          }
        }
      }
      .listStyle(.insetGrouped)
      .accessibilityIdentifier(AccessibilityID.menuList)
      .refreshable { [model] in await model.refresh() }
    }

    @ViewBuilder private func header(_ title: String?) -> some View {
      if let title {
        Text(verbatim: title)
          .textCase(nil)
          .accessibilityAddTraits(.isHeader)
      }
    }

    @ViewBuilder private func row(_ entry: MenuEntry) -> some View {
      let isChosen = model.markedEntry == entry.id
      let isOnChosenPath = model.isMarked(entry.id)
      let label = MenuRowLabel(
        entry: entry, showsTeaser: depth == 0, isChosen: isChosen, isOnChosenPath: isOnChosenPath)
      switch entry.kind {
      case .category:
        NavigationLink(
          destination: MenuLevelView(model: model, level: entry.id, depth: depth + 1),
          isActive: isActive(entry.id)
        ) {
          label
        }
        .accessibilityValue(rowValue(isChosen: isChosen, isOnChosenPath: isOnChosenPath))
        .accessibilityHint(Text(Strings.categoryHint))
        .accessibilityIdentifier(AccessibilityID.entry(entry.id))
      case .link:
        Button {
          model.select(entry.id)
        } label: {
          label
        }
        .accessibilityValue(rowValue(isChosen: isChosen, isOnChosenPath: isOnChosenPath))
        .accessibilityAddTraits(isChosen ? .isSelected : [])
        .accessibilityHint(entry.opensExternally ? Text(Strings.externalHint) : Text(verbatim: ""))
        .accessibilityIdentifier(AccessibilityID.entry(entry.id))
      case .section:
        EmptyView()
      }
    }

    /// VoiceOver's value for a row: the last chosen entry, or a category on the way to it.
    private func rowValue(isChosen: Bool, isOnChosenPath: Bool) -> Text {
      if isChosen { return Text(Strings.chosen) }
      if isOnChosenPath { return Text(Strings.onChosenPath) }
      return Text(verbatim: "")
    }

    /// Active while the model's path runs through `id` at this level. Tapping the row selects
    /// it (the model pushes it); the navigation view's Back button or swipe pops to this level.
    private func isActive(_ id: MenuEntry.ID) -> Binding<Bool> {
      let depth = self.depth
      return Binding(
        get: { [model] in model.path.count > depth && model.path[depth] == id },
        set: { [model] active in
          if active {
            model.select(id)
          } else if model.path.count > depth, model.path[depth] == id {
            model.popTo(depth: depth)
          }
        })
    }
  }

  // MARK: - Search

  /// Entries matching the query anywhere in the menu, each with the way to it.
  @MainActor
  struct SearchResultsView: View {
    @ObservedObject var model: ShopAppModel

    var body: some View {
      List {
        if model.searchResults.isEmpty {
          Text(Strings.searchNoResults)
            .foregroundColor(.secondary)
            .accessibilityIdentifier(AccessibilityID.searchNoResults)
        }
        ForEach(model.searchResults) { result in
          Button {
            model.select(result.id)
          } label: {
            VStack(alignment: .leading, spacing: 2) {
              Text(verbatim: result.entry.label)
                .foregroundColor(.primary)
              if !result.breadcrumb.isEmpty {
                Text(verbatim: result.breadcrumbText)
                  .font(.footnote)
                  .foregroundColor(.secondary)
              }
            }
          }
          .accessibilityIdentifier(AccessibilityID.searchResult(result.id))
        }
      }
      .listStyle(.plain)
      .accessibilityIdentifier(AccessibilityID.searchResults)
    }
  }

  // MARK: - Load states

  /// The first load: placeholder rows and a spinner.
  struct MenuLoadingView: View {
    var body: some View {
      ZStack {
        List {
          ForEach(0..<8, id: \.self) { _ in
            Text(verbatim: "Placeholder menu entry")
          }
        }
        .listStyle(.insetGrouped)
        .redacted(reason: .placeholder)
        .disabled(true)
        .accessibilityHidden(true)
        ProgressView {
          Text(Strings.menuLoading)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityIdentifier(AccessibilityID.menuLoading)
      }
    }
  }

  /// A quiet line above a menu that could not be refreshed: it is usable, but from earlier.
  struct StaleBanner: View {
    let snapshot: MenuSnapshot

    var body: some View {
      HStack(spacing: 6) {
        Image(systemName: "wifi.slash")
          .accessibilityHidden(true)
        text
      }
      .font(.footnote)
      .foregroundColor(.secondary)
      .frame(maxWidth: .infinity)
      .padding(.horizontal)
      .padding(.vertical, 6)
      .background(.thinMaterial)
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier(AccessibilityID.menuStaleBanner)
    }

    private var text: Text {
      guard let fetchedAt = snapshot.fetchedAt else { return Text(Strings.staleBundled) }
      return Text(Strings.staleSince(fetchedAt.formatted(date: .abbreviated, time: .shortened)))
    }
  }
#endif
